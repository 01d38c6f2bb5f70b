/**
 * Issue 23: an estate agent's pictures. The keys to a new home handed over at its front door (the agent holding them out
 * at hand height, the buyers taking them, the door open behind them) and a viewing (the agent showing visitors round), in
 * seven languages; handing a car's keys back at a garage stays the garage's picture.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { BODY_POSES, bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { KEYS_AT } from '../../lambdas/render/illustrations/keys-hand-over';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const KEYS: string[] = [
  'A couple getting the keys to their new flat',
  'An estate agent handing the keys to a couple at the front door of their new home',
  'A young family receiving the keys to their new house',
  'A happy couple holding up their new keys outside the house',
  'An estate agent hands over the keys to a young couple',
  'Una pareja recibe las llaves de su nuevo piso',
  'La agente entrega las llaves de la casa a una familia',
  "L'agent immobilier remet les clés de leur nouvelle maison à un couple",
  'Un jeune couple reçoit les clés de leur appartement',
  'Ein junges Paar bekommt die Schlüssel für ihr neues Haus',
  'Die Maklerin übergibt die Hausschlüssel an eine Familie',
  "L'agente consegna le chiavi di casa a una giovane coppia",
  'Una famiglia riceve le chiavi della nuova casa',
  'Um casal recebe as chaves da nova casa',
  'O corretor entrega as chaves do apartamento a uma família',
  'Een stel krijgt de sleutels van hun nieuwe huis',
  'De makelaar overhandigt de huissleutels aan een gezin',
];
const VIEWINGS: string[] = [
  'An estate agent showing a family around a house',
  'A realtor showing a young couple around their future home',
  'A couple viewing a flat with the estate agent',
  'Una agente inmobiliaria enseña la casa a una familia',
  'Un agent immobilier fait visiter la maison à un couple',
  'Die Maklerin zeigt das Haus einer jungen Familie',
  "L'agente mostra la casa a una coppia",
  'A corretora mostra a casa a uma família',
  'De makelaar geeft een rondleiding aan een gezin',
];
const ASPECTS: Aspect[] = ['9:16', '16:9'];

/** The prompt's one picture of people, the pose's own (agent and buyers together), and nothing else laid beside it: no giant key on the lawn, no desk. */
async function expectOnePicture(prompt: string, pose: string, aspect: Aspect) {
  const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
  expect(scene.pose).toBe(pose);
  const people = layout.placed.filter((p) => isPerson(scene, p));
  expect(people.map((p) => withoutLook(p.picture).split(':').slice(0, 2).join(':'))).toEqual([`body:${pose}`]);
  expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
}

describe('a home changing hands is one picture: the keys at its door, a viewing', () => {
  it.each(KEYS.flatMap((p) => ASPECTS.map((a) => [`${p} (${a})`, p, a] as const)))('keys: %s', (_, prompt, aspect) => expectOnePicture(prompt, 'keys-handover', aspect));
  it.each(VIEWINGS.flatMap((p) => ASPECTS.map((a) => [`${p} (${a})`, p, a] as const)))('viewing: %s', (_, prompt, aspect) => expectOnePicture(prompt, 'house-viewing', aspect));

  it('the keys are handed over outside the house, even when the new home named is a flat', () => {
    expect(readScene('A couple getting the keys to their new flat').scene.setting).toBe('house');
  });

  it('a car handed back at the garage keeps its own picture; a parcel at a house door is still a delivery', () => {
    expect(readScene('A mechanic handing the keys to a customer at the garage').scene.pose).toBe('handing-keys');
    expect(readScene('Une garagiste remet les clés à un client au garage').scene.pose).toBe('handing-keys');
    expect(readScene('Um cliente que recebe as chaves ao balcão de uma oficina mecânica').scene.setting).toBe('garage');
    expect(readScene('Een gids geeft een rondleiding door de brouwerij').scene.pose).not.toBe('house-viewing');
    expect(readScene('A courier handing a parcel to a woman at the door of her house').scene.pose).not.toBe('keys-handover');
  });
});

/** The picture drawn at `h` pixels high, and a test of one pixel's colour at a point in metres. */
async function drawn(picture: string, pose: keyof typeof BODY_POSES, h = 600) {
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const [x0, x1] = BODY_POSES[pose].extent;
  const perMetre = canvas.width / (x1 - x0);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const at = (x: number, y: number) => (Math.round(h - y * perMetre) * canvas.width + Math.round((x - x0) * perMetre)) * 4;
  return { canvas, data, perMetre, x0, at, h };
}

describe('the keys handed over are drawn at hand height, the people standing on the ground', () => {
  it('the keys\' bright tag is between waist and chest height, beside the held-out hand, and nowhere near the ground', async () => {
    const { canvas, data, perMetre, x0, h } = await drawn('body:keys-handover:smart@000', 'keys-handover');
    let low = Infinity;
    let high = -Infinity;
    let count = 0;
    for (let py = 0; py < h; py++)
      for (let px = 0; px < canvas.width; px++) {
        const i = (py * canvas.width + px) * 4;
        // The tag's yellow, #ffd43b.
        if (Math.abs(data[i]! - 0xff) + Math.abs(data[i + 1]! - 0xd4) + Math.abs(data[i + 2]! - 0x3b) < 24 && data[i + 3]! > 200) {
          const y = (h - py) / perMetre;
          low = Math.min(low, y);
          high = Math.max(high, y);
          count++;
          expect(Math.abs(px / perMetre + x0 - KEYS_AT[0])).toBeLessThan(0.25);
        }
      }
    expect(count).toBeGreaterThan(20);
    expect(low).toBeGreaterThan(0.8);
    expect(high).toBeLessThan(1.15);
    // Small in the hand: the tag is a few centimetres, not a giant key.
    expect(high - low).toBeLessThan(0.15);
  });

  it.each(['keys-handover', 'house-viewing'] as const)('in %s the agent and the buyer stand with their feet on the ground', async (pose) => {
    const { data, at } = await drawn(`body:${pose}:smart@000`, pose);
    const buyer = pose === 'keys-handover' ? 0.84 : 0.82;
    // Shoes drawn just above the ground line under the agent (hip at 0) and the buyer, nothing below it.
    for (const x of [0.08, buyer - 0.08]) {
      const feet = [-0.06, -0.03, 0, 0.03, 0.06].some((dx) => data[at(x + dx, 0.04) + 3]! > 200);
      expect(feet).toBe(true);
    }
  });

});
