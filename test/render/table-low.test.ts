/**
 * In a tall frame the people at a table are the picture: the table stands to its feet near the
 * frame's bottom edge (the caption band over its legs), its top at about the frame's middle or below, under
 * the eaters' chests, so their faces and plates fill its middle. Before, a family at dinner in 9:16
 * had the table's top at 46% of the frame's height, long legs and bare floor under it, the near
 * faces a hand above it; now at 59%, the people 11% taller.
 */
import { describe, expect, it } from 'vitest';
import { concept } from '../../lambdas/render/compose/concepts';
import { bottom, composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const AT_TABLE = [
  'family at dinner',
  'friends eating at a restaurant',
  'a couple having lunch at a cafe',
  'friends sharing pizza around a table',
  'friends having brunch with pancakes and coffee around a table',
  'a woman eating a burger at the table',
  'Une famille à table pour le dîner',
  "Des amis qui mangent une pizza autour d'une table",
  'Amigos comiendo en un restaurante',
  'Amici che pranzano al ristorante',
  'Una familia cenando en casa',
  'Freunde beim Abendessen im Restaurant',
];

/** The least height of the table's top down a tall frame, as a share of it. */
const LOWEST_TOP = 0.48;

describe('in a tall frame the table sits low, under the eaters’ chests', () => {
  it.each(AT_TABLE.flatMap((prompt) => FRAMINGS.map((framing) => [`${prompt}, ${framing.shot} ${framing.side}`, prompt, framing] as const)))('%s', async (_, prompt, framing) => {
    const { scene, layout, content, height } = await composeScene(prompt, '9:16', framing);
    const table = layout.placed.find((p) => p.role === 'surface' && !p.span && concept(scene.things[p.thing]!.concept).kind === 'surface');
    if (!table) return;
    // Its top at about the frame's middle or lower (before: 44–47%), above the caption band; its feet in the frame.
    expect(table.box.y / height).toBeGreaterThanOrEqual(LOWEST_TOP);
    expect(table.box.y).toBeLessThanOrEqual(bottom(content));
    expect(bottom(table.box)).toBeLessThanOrEqual(height + 0.5);
    // Every face above it, inside the content area; what is on it above the caption band.
    for (const p of layout.placed.filter((q) => isPerson(scene, q))) {
      expect(p.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
      expect(bottom(p.face!)).toBeLessThanOrEqual(table.box.y + 0.5);
    }
    for (const p of layout.placed.filter((q) => q.role === 'subject' && !isPerson(scene, q))) expect(bottom(p.box)).toBeLessThanOrEqual(bottom(content) + 0.5);
  });

  it('every prompt here seats its people at a table', async () => {
    for (const prompt of AT_TABLE) {
      const { layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
      expect(layout.placed.some((p) => p.role === 'surface' && !p.span), prompt).toBe(true);
    }
  });
});
