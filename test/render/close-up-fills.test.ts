/**
 * Wave 70: the close-up of painted nails (brief: "Close-up of a client's hand with freshly painted nails") was framed as a
 * small thing on a table, the hand a fifth of a 16:9 frame's width over the table's legs. A close-up complete in itself
 * (concepts' `fills`) now stands on nothing and fills the content area in every aspect and framing.
 */
import { describe, expect, it } from 'vitest';
import { EVERYWHERE, composeScene } from '../support/scene-compose';

const CLOSE_UPS = [
  'Close-up of a client’s hand with freshly painted nails inside a beauty salon, midday daylight through the windows',
  'Uñas rojas de gel',
  'Gros plan sur des ongles fraîchement vernis',
];

describe('a close-up complete in itself fills the content area', () => {
  it.each(CLOSE_UPS.flatMap((prompt) => EVERYWHERE.map(([label, aspect, framing]) => [`${prompt}, ${label}`, prompt, aspect, framing] as const)))('%s', async (_, prompt, aspect, framing) => {
    const { scene, layout, content } = await composeScene(prompt, aspect, framing);
    expect(layout.placed.map((p) => scene.things[p.thing]!.concept)).toEqual(['painted-nails']);
    const { box } = layout.placed[0]!;
    // What it draws (the middle eight tenths of its square) spans the content area's height, or its width in a tall frame.
    const drawn = { top: box.y + box.h * 0.1, bottom: box.y + box.h * 0.9 };
    expect(Math.max((drawn.bottom - drawn.top) / content.h, box.w / content.w)).toBeGreaterThan(0.97);
    expect(drawn.top).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(drawn.bottom).toBeLessThanOrEqual(content.y + content.h + 0.5);
    expect(box.x).toBeGreaterThanOrEqual(content.x - 0.5);
    expect(box.x + box.w).toBeLessThanOrEqual(content.x + content.w + 0.5);
  });
});
