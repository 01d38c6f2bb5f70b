/**
 * A welcome in a workshop, a garage, a bike workshop, a warehouse or a kitchen is at its service counter: those rooms have
 * no shop door to stand in (a filler line, "Ask us anything.", in a bike workshop had drawn a free-standing shop door in
 * the middle of it). A shop's welcome stays at its open door.
 */
import { describe, expect, it } from 'vitest';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const AT_THE_COUNTER: readonly [string, string][] = [
  ['Staff welcoming customers in the bike workshop', 'bike-workshop'],
  ['A mechanic welcoming a customer at the garage', 'garage'],
  ['Staff welcoming customers in the warehouse', 'warehouse'],
  ['Ein Mechaniker begrüßt einen Kunden in der Werkstatt', 'garage'],
  ['Un mecánico da la bienvenida a un cliente en el taller', 'garage'],
  ['A chef welcoming guests in the kitchen', 'kitchen'],
  ['A smiling member of staff welcoming customers inside a climbing centre', 'climbing-gym'],
];

describe('a welcome in a workshop or back room is at its counter, not a shop door', () => {
  it.each(AT_THE_COUNTER)('%s', async (prompt, setting) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.setting).toBe(setting);
    expect(scene.pose).toBe('welcoming-desk');
    expect(layout.placed.filter((p) => isPerson(scene, p)).map((p) => withoutLook(p.picture).split(':')[1])).toEqual(['welcoming-desk']);
  });

  it.each(['Staff welcoming customers in the bakery', 'A shop assistant welcoming customers at the door'])('%s: at the shop door', async (prompt) => {
    const { scene } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    expect(scene.pose).toBe('welcoming');
  });
});
