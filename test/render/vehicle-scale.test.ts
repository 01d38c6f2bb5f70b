/**
 * Cars at a person's scale: a garage's oil change, inspection and repair drawn up on the lift with the mechanic upright under
 * the car, in one picture (an oil change had been a mechanic by a toy car; an inspection's car on the lift a giant icon over
 * the people in a wide frame); oil topped up under the bonnet; a dealer's new car handed over in its ribbon; and any car or
 * taxi beside people drawn side on at its true size to them (3.6 m long, 1.4 m high), parked a few steps behind them in a
 * tall frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { bottom, composeScene, EVERYWHERE, expectDrawnAtTheJob, isPerson } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the job it names, the picture drawn, the place it is set in. */
const JOBS: [prompt: string, pose: string, picture: string, setting: string][] = [
  // As the planner writes a garage's services (core/planning/service-shots.ts), and in other words.
  ['A mechanic changing the oil of a car', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Un mecánico cambiando el aceite de un coche', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Un mécanicien qui fait la vidange d’une voiture', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Ein Mechaniker beim Ölwechsel', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Un meccanico che cambia l’olio di un’auto', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Um mecânico a mudar o óleo de um carro', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['Een monteur die de olie van een auto ververst', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['An oil change at the garage', 'draining-oil', 'body:draining-oil:overalls', 'garage'],
  ['A mechanic inspecting a car on the lift', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Un mecánico revisando un coche en el elevador', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Un mécanicien qui inspecte une voiture', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Ein Mechaniker, der ein Auto auf der Hebebühne prüft', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Un meccanico che controlla un’auto', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Um mecânico a inspecionar um carro', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['Een monteur inspecteert een auto op de hefbrug', 'inspecting-car', 'body:inspecting-car:overalls', 'garage'],
  ['A mechanic repairing a car', 'repairing-car', 'body:repairing-car:overalls', 'garage'],
  ['Ein Mechaniker, der die Bremsen eines Autos repariert', 'repairing-car', 'body:repairing-car:overalls', 'garage'],
  ['Un mécanicien qui répare une voiture', 'repairing-car', 'body:repairing-car:overalls', 'garage'],
  ['Um mecânico a reparar um carro', 'repairing-car', 'body:repairing-car:overalls', 'garage'],
  ['A mechanic topping up the oil', 'pouring-oil', 'body:pouring-oil:overalls', 'garage'],
  ['Der Mechaniker füllt Öl nach', 'pouring-oil', 'body:pouring-oil:overalls', 'garage'],
  ['Il meccanico rabbocca l’olio', 'pouring-oil', 'body:pouring-oil:overalls', 'garage'],
  // A new car handed over at the dealer's: whoever collects it is handed the keys by a salesperson in smart clothes.
  ['Una cliente recibe las llaves de su coche nuevo en el concesionario', 'handing-car', 'body:handing-car:smart', 'showroom'],
  ['Un client reçoit les clés de sa nouvelle voiture chez le concessionnaire', 'handing-car', 'body:handing-car:smart', 'showroom'],
  ['Eine Kundin holt ihr neues Auto im Autohaus ab', 'handing-car', 'body:handing-car:smart', 'showroom'],
  ['Een klant krijgt de sleutels van zijn nieuwe auto bij de autodealer', 'handing-car', 'body:handing-car:smart', 'showroom'],
  ['Um cliente recebe as chaves do seu carro novo no stand', 'handing-car', 'body:handing-car:smart', 'showroom'],
  ['A customer collecting the keys to her new car at the car dealership', 'handing-car', 'body:handing-car:smart', 'showroom'],  // Whatever is handed over at a dealer's is a car's keys: a salesperson named is in their suit.
  ['A salesperson handing van keys to a smiling customer in a bright showroom, midday sun', 'handing-car', 'body:handing-car:suit', 'showroom'],
];

describe('a garage’s and a dealer’s work with a car is one picture, the car in it at the person’s scale', () => {
  it.each(JOBS.flatMap(([prompt, pose, picture, setting]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, setting, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, setting, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture, { setting }),
  );

  it.each([
    // A buyer looking a car over at a dealer's holds a clipboard: no lift.
    ['A buyer inspecting a used car at the dealership', 'inspecting'],
    // A motorbike is no car on a lift.
    ['A mechanic working on a motorbike in the garage', 'repairing'],
    // Keys to a new home are a home's.
    ['A couple getting the keys to their new home', 'keys-handover'],
    // At home, "chez" someone, is still home.
    ['Un couple dîne chez eux', 'eating'],
  ])('%s stays %s', (prompt, pose) => {
    expect(readScene(prompt).scene.pose).toBe(pose);
  });
});

/** The first and last rows of a body picture drawn 300 px high that hold a colour (within 30 summed over the channels). */
async function rows(picture: string, hex: string): Promise<{ top: number; bottom: number }> {
  const h = 300;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const px = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  let [top, end] = [h, -1];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3]! > 100 && Math.abs(px[i]! - rgb[0]!) + Math.abs(px[i + 1]! - rgb[1]!) + Math.abs(px[i + 2]! - rgb[2]!) < 30) {
      const y = Math.floor(i / 4 / canvas.width);
      top = Math.min(top, y);
      end = Math.max(end, y);
    }
  }
  return { top, bottom: end };
}

/** Look 000 paints the car red; a mechanic's overalls are blue. */
const PAINT = '#c8102e';
const OVERALLS = '#2e5ea8';

describe('up on the lift, the car is a car’s height and the mechanic stands upright under it', () => {
  it.each(['body:draining-oil:overalls@000', 'body:inspecting-car:overalls@000', 'body:repairing-car:overalls@000'])('%s', async (picture) => {
    const car = await rows(picture, PAINT);
    const overalls = await rows(picture, OVERALLS);
    // The car's paint (sill to roof, 1.2 m) against the overalls (bib to ankles, 1.25 m): about as tall, never twice as tall.
    const ratio = (car.bottom - car.top) / (overalls.bottom - overalls.top);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.15);
    // Its underside is over the mechanic's head: the lowest of its paint above the top of the overalls by a head and more.
    expect(car.bottom).toBeLessThan(overalls.top - (overalls.bottom - overalls.top) * 0.25);
  });
});

/** A car beside a person, as a thing of the scene. */
const BESIDE = ['A man standing next to his car in the street', 'A customer looking at a new car in the showroom', 'A petrol station', 'A taxi driver waiting by his taxi'];

describe('a car beside people is drawn side on at its true size to them', () => {
  it.each(BESIDE.flatMap((prompt) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))('%s', async (_, prompt, aspect, framing) => {
    const { scene, layout } = await composeScene(prompt, aspect, framing);
    const car = layout.placed.find((p) => p.role === 'subject' && ['car', 'taxi'].includes(scene.things[p.thing]!.concept))!;
    const person = layout.placed.find((p) => isPerson(scene, p))!;
    expect(car.picture).toMatch(/^side-(car|taxi)$/);
    // Side on, over twice as long as high (the set's toy car was 1.6 times).
    expect(car.box.w / car.box.h).toBeGreaterThan(2.1);
    const height = car.box.h / person.box.h;
    if (car.z < person.z && bottom(car.box) < bottom(person.box) - 0.5) {
      // Parked a few steps behind them (a tall frame): smaller as further off, never as tall as they are.
      expect(height).toBeGreaterThan(0.35);
      expect(height).toBeLessThan(0.75);
    } else {
      // Beside them: a car's 1.4 m (its picture 1.6 m with room for a taxi's sign) by a person's 1.75 m.
      expect(height).toBeGreaterThan(0.78);
      expect(height).toBeLessThan(1.0);
      expect(car.box.w / person.box.h).toBeGreaterThan(1.8);
    }
  });

  it.each(BESIDE)('%s: in a tall frame the car is parked behind the person, who stays a good size', async (prompt) => {
    const { scene, layout, content } = await composeScene(prompt, '9:16', EVERYWHERE[0]![2]);
    const car = layout.placed.find((p) => p.role === 'subject' && ['car', 'taxi'].includes(scene.things[p.thing]!.concept))!;
    const person = layout.placed.find((p) => isPerson(scene, p))!;
    expect(car.z).toBeLessThan(person.z);
    expect(person.box.h / content.h).toBeGreaterThan(0.3);
  });
});

describe('in a tall frame a picture high over its figure is framed by the figure', () => {
  it.each(['Ein Mechaniker beim Ölwechsel', 'A mechanic inspecting a car on the lift', 'Un mecánico reparando un coche', 'Ein Auto fährt durch die Waschstraße'])('%s: the car’s ends run off the sides, the person a good size, their face inside', async (prompt) => {
    const { scene, layout, content, width, height } = await composeScene(prompt, '9:16', EVERYWHERE[0]![2]);
    const [person] = layout.placed.filter((p) => isPerson(scene, p));
    // Framed only to the bleed's height (a third of the frame), the mechanic under the lift was a sixth of it.
    expect(person!.box.h / height).toBeGreaterThan(0.38);
    expect(person!.box.x < 0 || person!.box.x + person!.box.w > width).toBe(true);
    expect(person!.face!.x).toBeGreaterThanOrEqual(content.x);
    expect(person!.face!.x + person!.face!.w).toBeLessThanOrEqual(content.x + content.w);
  });
});
