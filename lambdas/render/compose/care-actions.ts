/**
 * Care as a physio or a doctor gives it (illustrations/care-work.ts): the patient is in the carer's picture, on the
 * treatment table, pulling a band, on an exercise ball or seated on the examination couch, so whoever else the prompt
 * names is them; whoever does it without a trade of their own, or a patient named alone, is the physio (in a polo) or
 * the doctor, and the table, the couch, the ball and the stethoscope are not drawn again beside them.
 */
import type { Action } from './actions';
import type { Pose } from './scene-graph';

/** The rooms a physio's care is given in. */
const CARE_ROOMS = ['physio', 'clinic', 'spa', 'gym', 'ward', 'home', 'studio', 'care-home'] as const;

/**
 * A patient lying on the treatment table, worked on by the physio: in a physio's room when the prompt names no place. A team
 * at it is one of them at one table (tables side by side overlapped in a wide frame).
 */
export const ON_THE_TABLE = {
  drawsPartner: true,
  single: true,
  partner: 'patient',
  shows: ['table', 'massage-table', 'bed', 'chair', 'mat'],
  worker: 'physio',
  home: 'physio',
  rooms: CARE_ROOMS,
} as const satisfies Partial<Action>;

/** Those who guide an exercise: named, the picture is theirs, the patient in it. */
const GUIDES = ['physio', 'doctor', 'nurse', 'coach'] as const;

/**
 * An exercise done with the physio at hand, the band or the ball in the picture: whoever does it is drawn at it, the physio by
 * them; a physio (or a coach) named does it as `guided`, the patient in their picture.
 */
export const exercised = (guided: Pose) =>
  ({
    drawsPartner: true,
    shows: ['ball', 'mat', 'chair', 'table', 'bench'],
    home: 'physio',
    rooms: CARE_ROOMS,
    becomes: [{ pose: guided, when: { concepts: GUIDES } }],
  }) as const satisfies Partial<Action>;
/** The physio's own picture of it, the patient in it. */
export const GUIDING = { ...ON_THE_TABLE, shows: exercised('band-guiding').shows } as const satisfies Partial<Action>;

/** A patient seated on the examination couch, listened to with the stethoscope: a doctor's, at the clinic. */
export const AT_THE_COUCH = {
  drawsPartner: true,
  single: true,
  partner: 'patient',
  shows: ['stethoscope', 'table', 'massage-table', 'bed', 'chair', 'desk'],
  worker: 'doctor',
  home: 'clinic',
  rooms: ['clinic', 'ward', 'physio', 'care-home', 'home', 'reception', 'nursery', 'classroom'],
} as const satisfies Partial<Action>;

/** Examining or checking someone with a stethoscope named is listening to them on the couch. */
export const LISTENED_TO = { pose: 'stethoscope-check', when: { concepts: ['stethoscope'] } } as const;
