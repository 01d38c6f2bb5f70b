/**
 * Issue 23: inside a gym, a studio or a spa, a member of staff welcomes customers at the reception desk (through a
 * glass door it had read as a fridge's); people on rowing machines are drawn rowing on one, seated, knees bent, the
 * handle drawn in, in every language, and beside another group the prompt names (a trainer spotting a lift); people on
 * treadmills and spin bikes are on those machines, not out in the park or on a street bicycle; a class led or guided in a
 * studio or a gym is the fitness class, in a classroom the lesson at the whiteboard.
 */
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the place, the whole picture drawn: nothing else beside it. */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  ['A smiling member of staff welcoming customers inside a gym', 'welcoming-desk', 'gym', 'body:welcoming-desk:polo'],
  ['A smiling member of staff welcoming customers inside a yoga studio', 'welcoming-desk', 'studio', 'body:welcoming-desk:polo'],
  ['Die Mitarbeiterin begrüßt die Kunden im Fitnessstudio', 'welcoming-desk', 'gym', 'body:welcoming-desk:polo'],
  ['La recepcionista da la bienvenida a los clientes en el gimnasio', 'welcoming-desk', 'gym', 'body:welcoming-desk:smart'],
  ['A woman on a rowing machine', 'rowing', 'gym', 'body:rowing:casual'],
  ['Un homme sur le rameur à la salle de sport', 'rowing', 'gym', 'body:rowing:casual'],
  ['Ein Mann am Rudergerät im Fitnessstudio', 'rowing', 'gym', 'body:rowing:casual'],
  ['Una donna sul vogatore in palestra', 'rowing', 'gym', 'body:rowing:casual'],
  ['Een man op de roeimachine', 'rowing', 'gym', 'body:rowing:casual'],
  ['ジムでローイングマシンを漕ぐ女性', 'rowing', 'gym', 'body:rowing:casual'],
  ['A woman on the treadmill', 'treadmill', 'gym', 'body:treadmill:casual'],
  ['A man running on a treadmill in the gym', 'treadmill', 'gym', 'body:treadmill:casual'],
  ['Eine Frau läuft auf dem Laufband', 'treadmill', 'gym', 'body:treadmill:casual'],
  ['Una mujer corriendo en la cinta de correr', 'treadmill', 'gym', 'body:treadmill:casual'],
  ['ジムのランニングマシンで走る男性', 'treadmill', 'gym', 'body:treadmill:casual'],
  ['A woman on a spin bike', 'spin-bike', 'gym', 'body:spin-bike:casual'],
  ['Un homme sur un vélo de spinning', 'spin-bike', 'gym', 'body:spin-bike:casual'],
  ['Una donna sulla cyclette in palestra', 'spin-bike', 'gym', 'body:spin-bike:casual'],
];

describe('a welcome inside a gym or a studio is at the desk; rowing is on a rowing machine', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

describe('the welcome at a shop or a café stays at its open door', () => {
  it.each(['A smiling member of staff welcoming customers inside a bakery', 'A member of staff welcoming customers into the shop'])('%s', (prompt) => {
    expect(readScene(prompt).scene.pose).toBe('welcoming');
  });
});

describe('people on rowing machines beside a trainer spotting a lift are a group of their own, rowing', () => {
  it.each(ASPECTS)('%s', async (aspect) => {
    const { scene, groups, layout } = await composeScene('A trainer spotting a woman on the bench press and people on rowing machines inside a gym', aspect, FRAMINGS[0]!);
    expect(groups.map((g) => g.pose)).toEqual(['spotting', 'rowing']);
    const drawn = layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':')[1]);
    expect(drawn.filter((p) => p === 'rowing').length).toBeGreaterThanOrEqual(2);
    expect(drawn).toContain('spotting');
  });

  it('a boat rowed on a lake is no rowing machine', () => {
    expect(readScene('Two friends rowing a boat on the lake').scene.pose).not.toBe('rowing');
  });
});

describe('the rower is drawn mid-stroke', () => {
  it('seated low, the knees bent up, the hands drawn in to the chest', () => {
    const { pose } = BODY_POSES.rowing;
    expect(pose.hip[1]).toBeLessThan(0.5);
    // Both feet nearer the hip than a straight leg (0.9 m): the knees are bent.
    for (const [x, y] of pose.feet) expect(Math.hypot(x - pose.hip[0], y - pose.hip[1])).toBeLessThan(0.8);
    for (const [x, y] of pose.hands) {
      expect(y).toBeGreaterThan(0.7);
      expect(x).toBeLessThan(0.4);
    }
  });
});

describe('a class led or guided is the lesson at the board in a classroom, the fitness class in a studio or a gym', () => {
  it.each([
    ['An instructor guiding a class inside a yoga studio', 'class-warrior'],
    ['A trainer leading the class in the gym', 'class-warrior'],
    ['A teacher leading the class in the classroom', 'teaching'],
    ['A yoga teacher leading her class in plank', 'class-plank'],
  ] as const)('%s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

describe('the treadmill runner and the spin bike rider are on their machines', () => {
  it('the runner is mid-stride on the belt; the rider leans to the bars, seated', () => {
    const run = BODY_POSES.treadmill.pose;
    expect(Math.abs(run.feet[0][0] - run.feet[1][0])).toBeGreaterThan(0.4);
    expect(Math.min(...run.feet.map(([, y]) => y))).toBeGreaterThan(0.15);
    const ride = BODY_POSES['spin-bike'].pose;
    expect(ride.lean).toBeGreaterThan(20);
    expect(ride.feet.every(([, y]) => y > 0.2)).toBe(true);
  });
});
