/**
 * A reception's work drawn at its front desk (illustrations/front-desk.ts): an ID checked, a key card handed over, a
 * check-out at the card machine, meal times, the way or the wifi explained on a leaflet, never the meal floating beside
 * them; welcomes and check-ins at the same desk. One picture each, the receptionist behind the desk (hidden below its
 * top), the guest at its far side, nobody drawn over the desk. In en/es/fr/de/it/pt/nl, at 9:16 and 16:9.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bodyAspect, drawBody, OUTFITS } from '../../lambdas/render/illustrations/bodies';
import { GUEST } from '../../lambdas/render/illustrations/company';
import { FRONT_DESK_POSES } from '../../lambdas/render/compose/front-desk-actions';
import type { Aspect } from '../../lambdas/render/spec';
import { expectDrawnAtTheJob } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** Prompt, the pose it names, the whole picture drawn (`body:<pose>:<dress>`). */
const DRAWN: [prompt: string, pose: string, picture: string][] = [
  ['A receptionist checking their ID, at a reception desk', 'checking-id', 'body:checking-id:smart'],
  ['A receptionist checking the guest’s passport at the hostel', 'checking-id', 'body:checking-id:smart'],
  ['La recepcionista revisa el pasaporte del huésped en el hotel', 'checking-id', 'body:checking-id:smart'],
  ['Le réceptionniste vérifie la pièce d’identité du client', 'checking-id', 'body:checking-id:smart'],
  ['Die Rezeptionistin prüft den Ausweis des Gastes im Hotel', 'checking-id', 'body:checking-id:smart'],
  ['A guest showing her passport at the hotel reception', 'checking-id', 'body:checking-id:smart'],
  ['A receptionist handing over the key card, at a reception desk', 'handing-key-card', 'body:handing-key-card:smart'],
  ['La receptionist consegna la chiave magnetica all’ospite', 'handing-key-card', 'body:handing-key-card:smart'],
  ['A rececionista entrega o cartão do quarto ao hóspede', 'handing-key-card', 'body:handing-key-card:smart'],
  ['De receptioniste overhandigt de sleutelkaart aan de gast', 'handing-key-card', 'body:handing-key-card:smart'],
  ['A receptionist checking a guest out at the front desk', 'checking-out', 'body:checking-out:smart'],
  ['Die Rezeptionistin checkt den Gast aus', 'checking-out', 'body:checking-out:smart'],
  // A guest named alone checking out is served: the receptionist behind the desk, the guest across it.
  ['A guest checking out at the hotel front desk', 'checking-out', 'body:checking-out:smart'],
  ['Um hóspede faz o check-out na receção do hotel', 'checking-out', 'body:checking-out:smart'],
  ['A receptionist explaining breakfast times, at a reception desk', 'explaining-times', 'body:explaining-times:smart'],
  ['La recepcionista explica el horario del desayuno en el hotel', 'explaining-times', 'body:explaining-times:smart'],
  ['Le réceptionniste explique les horaires du petit-déjeuner à l’hôtel', 'explaining-times', 'body:explaining-times:smart'],
  ['A rececionista explica o horário do pequeno-almoço no hotel', 'explaining-times', 'body:explaining-times:smart'],
  ['De receptioniste legt de ontbijttijden uit in het hotel', 'explaining-times', 'body:explaining-times:smart'],
  ['A receptionist explaining lunch and dinner times at the hotel', 'explaining-times', 'body:explaining-times:smart'],
  ['A receptionist explaining the way to the room on a map at the front desk', 'explaining-way', 'body:explaining-way:smart'],
  ['Die Rezeptionistin zeigt den Weg zum Zimmer', 'explaining-way', 'body:explaining-way:smart'],
  ['A receptionist explaining the wifi to a guest at the hotel', 'explaining-wifi', 'body:explaining-wifi:smart'],
  ['Una recepcionista explica el wifi a un huésped', 'explaining-wifi', 'body:explaining-wifi:smart'],
];

describe('reception work is one picture at the front desk: no food, map or speech drawn beside it', () => {
  it.each(DRAWN.flatMap(([prompt, pose, picture]) => ASPECTS.map((aspect) => [`${prompt} (${aspect})`, prompt, pose, picture, aspect] as const)))(
    '%s',
    (_, prompt, pose, picture, aspect) => expectDrawnAtTheJob(prompt, aspect, pose, picture),
  );

  it('“check out” said of anything but a guest is no check-out', async () => {
    const { composeScene } = await import('../../lambdas/render/compose/clauses');
    expect(composeScene('Check out our new menu at the cafe').scene.pose).not.toBe('checking-out');
    expect(composeScene('A man checking out the new bikes in the shop').scene.pose).not.toBe('checking-out');
  });
});

type Rgb = readonly [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const PANEL = rgb('#eee8de');

/** A pose's picture, the receptionist in scrubs (a colour no one else wears), as pixels. */
async function drawn(pose: string) {
  const h = 240;
  const picture = `body:${pose}:scrubs@233`;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data, width } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const at = (colour: Rgb) => {
    const out: [number, number][] = [];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && Math.abs(data[i]! - colour[0]) + Math.abs(data[i + 1]! - colour[1]) + Math.abs(data[i + 2]! - colour[2]) < 12) out.push([(i / 4) % width, Math.floor(i / 4 / width)]);
    }
    return out;
  };
  return { at, width };
}

const mean = (ps: [number, number][], k: 0 | 1) => ps.reduce((n, p) => n + p[k], 0) / ps.length;

describe('the pictures', () => {
  it.each(['welcoming-desk', 'welcoming-hotel', 'checking-in', ...FRONT_DESK_POSES])(
    '%s: the receptionist behind the desk, the guest at its far side, nobody on it',
    async (pose) => {
      const { at } = await drawn(pose);
      const desk = at(PANEL);
      const staff = at(rgb(OUTFITS.scrubs.top));
      const guest = at(rgb(GUEST.top));
      expect(desk.length).toBeGreaterThan(2000);
      expect(staff.length).toBeGreaterThan(300);
      expect(guest.length).toBeGreaterThan(300);
      // The desk's top, column by column: no one's clothes below it (the receptionist's legs hidden behind it, no one stood on it).
      const top = new Map<number, number>();
      for (const [x, y] of desk) top.set(x, Math.min(top.get(x) ?? Infinity, y));
      const under = [...staff, ...guest].filter(([x, y]) => top.has(x) && y > top.get(x)! + 1);
      expect(under.length).toBe(0);
      // The receptionist's side of the desk, the guest's the other; the guest stands on the floor beside it, legs seen.
      expect(mean(staff, 0)).toBeLessThan(mean(desk, 0));
      expect(mean(guest, 0)).toBeGreaterThan(mean(desk, 0));
      expect(at(rgb(GUEST.legs)).filter(([x]) => !top.has(x)).length).toBeGreaterThan(300);
      // The desk at people’s scale: longer than half the receptionist’s height (the lectern it replaced was a third of it).
      const xs = desk.map(([x]) => x);
      expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan((Math.max(...desk.map(([, y]) => y)) - Math.min(...staff.map(([, y]) => y))) * 0.5);
    },
  );

  it('what passes across the desk is in hand: the passport checked, the key card, the card machine, the leaflet', async () => {
    const count = async (pose: string, colour: string) => (await drawn(pose)).at(rgb(colour)).length;
    const [PASSPORT, KEY_CARD, MACHINE_SCREEN, LEAFLET] = ['#7a1f2b', '#1f6fb2', '#7fd1c1', '#fffdf8'];
    expect(await count('checking-id', PASSPORT)).toBeGreaterThan(40);
    expect(await count('handing-key-card', PASSPORT)).toBe(0);
    expect(await count('handing-key-card', KEY_CARD)).toBeGreaterThan(20);
    expect(await count('checking-out', MACHINE_SCREEN)).toBeGreaterThan(10);
    for (const pose of ['explaining-times', 'explaining-way', 'explaining-wifi']) expect(await count(pose, LEAFLET)).toBeGreaterThan(100);
    expect(await count('checking-id', LEAFLET)).toBe(0);
  });

  it('a hotel’s desk has its key rack behind; a gym’s or a clinic’s welcome has none', async () => {
    const RACK = rgb('#8a5a3b');
    expect((await drawn('welcoming-hotel')).at(RACK).length).toBeGreaterThan(100);
    expect((await drawn('checking-id')).at(RACK).length).toBeGreaterThan(100);
    expect((await drawn('welcoming-desk')).at(RACK).length).toBe(0);
  });
});
