/**
 * Issue 23: a workplace training's steps drawn as the work. A forklift driver seated on the forklift, belted in, a pallet
 * low on the forks, the horn sounded at a racking's blind corner, a worker crouched checking the forks before the shift; a
 * call-centre agent in a headset at the desk listening, speaking, confirming at the keyboard; records fed into a shredder,
 * a screen locked with a padlock on it, a lost laptop reported on the phone. Each as the training planner writes the step,
 * and in en/de/fr/es, drawn whole in one picture with nothing drawn again beside it, the face large enough to read.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, expectDrawnAtTheJob, FRAMINGS, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];
/** How the training planner writes a shown step. */
const step = (who: string, doing: string, where: string) => `${who} ${doing}, ${where}. Cinematic live action, natural light`;

/** Prompt, the pose it names, the place it is set in, the whole figure drawn (`body:<pose>:<dress>`). */
const AT_THE_JOB: [prompt: string, pose: string, setting: string, picture: string][] = [
  [step('A warehouse worker', 'checking the forks and tyres before their shift', 'in a warehouse'), 'forklift-check', 'warehouse', 'body:forklift-check:hivis'],
  [step('A forklift driver', 'wearing their seatbelt, a forklift in front of them', 'in a warehouse'), 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  [step('A forklift driver', 'sounding the horn at every blind corner', 'in a warehouse'), 'forklift-horn', 'warehouse', 'body:forklift-horn:hivis'],
  [step('A forklift driver', 'taking care not to carry passengers', 'in a warehouse'), 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  [step('A forklift driver', 'driving with the forks low', 'in a warehouse'), 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  [step('A forklift driver', 'carrying a load with the forks low', 'in a warehouse'), 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  ['Un cariste attache sa ceinture de sécurité dans l’entrepôt', 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  ['Ein Staplerfahrer hupt an unübersichtlichen Ecken', 'forklift-horn', 'warehouse', 'body:forklift-horn:hivis'],
  ['Der Gabelstaplerfahrer legt den Gurt an', 'forklift-driving', 'warehouse', 'body:forklift-driving:hivis'],
  ['El carretillero revisa las horquillas y los neumáticos en el almacén', 'forklift-check', 'warehouse', 'body:forklift-check:hivis'],
  ['Una carretilla elevadora: el operador toca la bocina en las esquinas ciegas', 'forklift-horn', 'warehouse', 'body:forklift-horn:hivis'],
  [step('A call centre agent', 'listening without interrupting', 'in a call centre'), 'call-listening', 'office', 'body:call-listening:smart'],
  [step('A call centre agent', 'apologising once', 'in a call centre'), 'call-speaking', 'office', 'body:call-speaking:smart'],
  [step('A call centre agent', 'restating the problem', 'in a call centre'), 'call-speaking', 'office', 'body:call-speaking:smart'],
  [step('A call centre agent', 'offering two options', 'in a call centre'), 'call-speaking', 'office', 'body:call-speaking:smart'],
  [step('A call centre agent', 'confirming the next step', 'in a call centre'), 'call-typing', 'office', 'body:call-typing:smart'],
  ['Una teleoperadora escucha sin interrumpir en un centro de llamadas', 'call-listening', 'office', 'body:call-listening:smart'],
  ['Un téléconseiller propose deux options dans un centre d’appels', 'call-speaking', 'office', 'body:call-speaking:smart'],
  ['Die Kundenberaterin entschuldigt sich im Callcenter', 'call-speaking', 'office', 'body:call-speaking:smart'],
  ['An agent wearing a headset', 'call-listening', 'office', 'body:call-listening:smart'],
  [step('An office worker', 'shredding printed customer records', 'in an office'), 'shredding', 'office', 'body:shredding:casual'],
  [step('An office worker', 'locking their screen when they leave their desk', 'in an office'), 'locking-screen', 'office', 'body:locking-screen:casual'],
  [step('An office worker', 'reporting a lost laptop at once', 'in an office'), 'reporting-loss', 'office', 'body:reporting-loss:casual'],
  ['Ein Mitarbeiter schreddert Kundenakten im Büro', 'shredding', 'office', 'body:shredding:casual'],
  ['Un employé détruit les documents clients au bureau', 'shredding', 'office', 'body:shredding:casual'],
  ['Un empleado tritura documentos en la oficina', 'shredding', 'office', 'body:shredding:casual'],
  ['Une employée verrouille son écran au bureau', 'locking-screen', 'office', 'body:locking-screen:casual'],
  ['Der Mitarbeiter sperrt den Bildschirm im Büro', 'locking-screen', 'office', 'body:locking-screen:casual'],
  ['El empleado informa de la pérdida del portátil en la oficina', 'reporting-loss', 'office', 'body:reporting-loss:casual'],
];

describe('a training’s forklift, call-centre and office steps are drawn as the work', () => {
  it.each(AT_THE_JOB.flatMap(([prompt, pose, setting, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, setting, picture, aspect] as const)))(
    '%s',
    // The forklift, its load, the desk, screen and shredder are in the worker's picture: nothing is drawn again beside it.
    (_, prompt, pose, setting, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );
});

const POSES = ['forklift-driving', 'forklift-horn', 'forklift-check', 'call-listening', 'call-speaking', 'call-typing', 'shredding', 'locking-screen', 'reporting-loss'] as const;

describe('the worker reads in a tall frame', () => {
  it.each(POSES)('%s: the head is at least 6% of a 9:16 frame’s height', async (pose) => {
    const prompt = AT_THE_JOB.find(([, p]) => p === pose)![0];
    for (const framing of FRAMINGS) {
      const { scene, layout, height } = await composeScene(prompt, '9:16', framing);
      const person = layout.placed.find((p) => isPerson(scene, p))!;
      expect(person.face!.h / height, `${framing.shot}`).toBeGreaterThanOrEqual(0.06);
    }
  });
});

/** The picture of a pose drawn small, as RGBA bytes. */
async function pixels(pose: string): Promise<Uint8ClampedArray> {
  const h = 120;
  const canvas = createCanvas(Math.round(h * bodyAspect(`body:${pose}:smart`)), h);
  await drawBody(canvas.getContext('2d'), `body:${pose}:smart`, h);
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Share of pixels of `colour` (within a small distance) in a picture. */
const share = (data: Uint8ClampedArray, [r, g, b]: readonly [number, number, number]) => {
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 40) n++;
  return n / (data.length / 4);
};

describe('what tells each step is in its picture', () => {
  const YELLOW = [0xf2, 0xb6, 0x32] as const;
  it('a forklift in safety yellow under the driver and before the one checking it; none at the desk', async () => {
    for (const pose of ['forklift-driving', 'forklift-horn', 'forklift-check']) expect(share(await pixels(pose), YELLOW), pose).toBeGreaterThan(0.08);
    expect(share(await pixels('call-typing'), YELLOW)).toBe(0);
  });

  it('the driver sits on the truck, the checker crouches by it, the agent sits at the desk', () => {
    for (const pose of ['forklift-driving', 'forklift-horn'] as const) expect(BODY_POSES[pose].pose.hip[1]).toBeGreaterThan(0.8);
    expect(BODY_POSES['forklift-check'].pose.hip[1]).toBeLessThan(0.6);
    for (const pose of ['call-listening', 'call-speaking', 'call-typing'] as const) expect(BODY_POSES[pose].pose.hip[1]).toBeLessThan(0.6);
  });

  it('listening, speaking and typing each hold the hands otherwise', () => {
    const hands = ['call-listening', 'call-speaking', 'call-typing'].map((p) => JSON.stringify(BODY_POSES[p as 'call-typing'].pose.hands));
    expect(new Set(hands).size).toBe(3);
  });

  it('a locked screen is dark glass with its padlock, where a working screen shows a ticket', async () => {
    const locked = [0x1f, 0x4e, 0x79] as const;
    expect(share(await pixels('locking-screen'), locked)).toBeGreaterThan(0.01);
    expect(share(await pixels('call-typing'), locked)).toBe(0);
  });
});

describe('the words keep their other meanings', () => {
  it.each([
    ['a man wearing his seatbelt in a car', 'driving'],
    ['a driver sounding the horn on the street', 'driving'],
    ['a barista listening to a customer', 'chatting'],
    // An apology to a guest is a complaint's, across the counter (scene-complaint-desk.test.ts), not the call desk.
    ['a waiter apologising to a guest', 'complaint-apologising'],
    ['a man carrying a box', 'carrying'],
    ['a man carrying a load up the stairs', 'carrying'],
    ['A chef shredding lettuce in the kitchen', 'chopping'],
    ['Une femme écoute de la musique avec ses écouteurs', 'wearing-earbuds'],
    ['a customer confirming the order and paying at the counter', 'paying'],
    ['a warehouse worker checking the stock list', 'inspecting'],
  ])('%s: %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});
