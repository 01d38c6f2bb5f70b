/**
 * Issue 23: a software advert's "team around a laptop" is a team seated at a meeting table with the
 * laptop on it, each person behind its top, not three people standing in a row. In en/es/fr/de/it/pt/nl, at 9:16 and 16:9.
 */
import { describe, expect, it } from 'vitest';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const PROMPTS = [
  'A team around a laptop in a glass meeting room, soft afternoon light.',
  'Three colleagues in a team meeting in a bright office',
  'Un equipo alrededor de un portátil en una sala de reuniones',
  'Une équipe autour d’un ordinateur portable dans une salle de réunion',
  'Ein Team um einen Laptop im Besprechungsraum',
  'Una squadra intorno a un portatile in ufficio',
  'Uma equipa à volta de um portátil no escritório',
  'Een team rond een laptop in een vergaderzaal',
];
const ASPECTS: Aspect[] = ['9:16', '16:9'];

describe('a team around a laptop', () => {
  it.each(PROMPTS.flatMap((p) => ASPECTS.map((a) => [p, a] as const)))('%s (%s): seated at the table, the laptop on it', async (prompt, aspect) => {
    const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
    expect(scene.pose).toBe('team-at-laptop');
    const people = layout.placed.filter((p) => isPerson(scene, p));
    expect(people.length).toBeGreaterThanOrEqual(2);
    // Seated: each drawn only above the table's top.
    for (const person of people) expect(person.clipBottom).toBeDefined();
    const placed = (id: string) => layout.placed.filter((p) => scene.things[p.thing]?.concept === id);
    const [table] = placed('table');
    const [laptop] = placed('laptop');
    expect(table).toBeDefined();
    expect(laptop).toBeDefined();
    // On the table: its foot on the table's top, within its width.
    expect(Math.abs(laptop!.box.y + laptop!.box.h - table!.box.y)).toBeLessThanOrEqual(table!.box.h * 0.05);
    expect(laptop!.box.x).toBeGreaterThanOrEqual(table!.box.x - 1);
    expect(laptop!.box.x + laptop!.box.w).toBeLessThanOrEqual(table!.box.x + table!.box.w + 1);
  });
});
