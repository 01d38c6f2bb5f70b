/**
 * A professional office's work (illustrations/consultation.ts): an adviser across the desk from a client or a couple,
 * talking it through or going through a sheet of papers together, or alone at the desk typing among the papers; a handshake with a client at the office door, which is
 * how an office welcomes its client ("a bank adviser welcoming a client" is in the office, never a shop's doorway).
 * The adviser keeps their office dress (a suit: no manual trade's work); the desk, its laptop, papers and calculator
 * are in the picture; in any other room it happens in the office.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';
import type { SettingId } from './scene-graph';

export const CONSULTATION_POSES = ['desk-paperwork', 'consulting', 'consulting-couple', 'reviewing-papers', 'reviewing-couple', 'office-handshake', 'welcoming-office'] as const;
type ConsultationPose = (typeof CONSULTATION_POSES)[number];

/** Where clients are seen by someone in office dress. */
const OFFICES = ['office', 'reception', 'showroom'] as const satisfies readonly SettingId[];
/** What the desk's picture already shows. */
const ON_THE_DESK = ['desk', 'table', 'document', 'clipboard', 'laptop', 'chair', 'speech', 'coffee', 'cup', 'money', 'card'] as const satisfies readonly ConceptId[];
/** Two seen together across the desk. */
const COUPLE = { concepts: ['couple', 'family', 'friends'] } as const;
/** Clients, whom an office's people see. */
const CLIENTS = ['customer', 'woman-customer', 'guest'] as const satisfies readonly ConceptId[];

const AT_THE_DESK = { drawsPartner: true, single: true, shows: ON_THE_DESK, home: 'office', rooms: OFFICES } as const satisfies Partial<Action>;
const AT_THE_DOOR = { drawsPartner: true, single: true, shows: ['handshake', 'speech'], home: 'office', rooms: OFFICES } as const satisfies Partial<Action>;

/** A consultation is with a client, a couple or a family: colleagues talking at a desk just talk. */
const WITH_CLIENTS = { needs: { concepts: [...CLIENTS, 'couple', 'family'] }, otherwise: 'chatting' } as const satisfies Partial<Action>;

export const CONSULTATION_ACTIONS = {
  'desk-paperwork': { shows: ON_THE_DESK, home: 'office', rooms: OFFICES },
  consulting: { ...AT_THE_DESK, ...WITH_CLIENTS, becomes: [{ pose: 'consulting-couple', when: COUPLE }] },
  'consulting-couple': AT_THE_DESK,
  'reviewing-papers': { ...AT_THE_DESK, becomes: [{ pose: 'reviewing-couple', when: COUPLE }] },
  'reviewing-couple': AT_THE_DESK,
  // A client's hand shaken: colleagues shaking hands in the office stay the plain handshake.
  'office-handshake': { ...AT_THE_DOOR, needs: { concepts: CLIENTS }, otherwise: 'shaking-hands' },
} as const satisfies Record<Exclude<ConsultationPose, 'welcoming-office'>, Partial<Action>>;

/** An office's welcome is its handshake at the door (drawn by the `office-handshake` body). */
export const WELCOMING_OFFICE = AT_THE_DOOR;

/** Talk across a desk, or a hand shaken in an office, is the office's (a chat on a sofa stays the sofa's: that comes first). */
export const ACROSS_THE_DESK = { pose: 'consulting', when: { concepts: ['desk'] } } as const satisfies NonNullable<Action['becomes']>[number];
export const CLIENT_HANDSHAKE = [{ pose: 'office-handshake', when: { settings: OFFICES } }] as const satisfies NonNullable<Action['becomes']>;
/** Typed with papers named, it is the office's desk work among them. */
export const AMONG_PAPERS = [{ pose: 'desk-paperwork', when: { concepts: ['document'] } }] as const satisfies NonNullable<Action['becomes']>;
/** Someone in office dress welcomes a client in the office. */
export const OFFICE_WELCOME = { pose: 'welcoming-office', when: { concepts: ['worker', 'woman-worker'] } } as const satisfies NonNullable<Action['becomes']>[number];
