/**
 * A close-up complete in itself (painted nails on the manicure cushion, the polish beside them: concepts' `fills`) is the whole
 * picture: it fills the content area in every aspect, what it shows from edge to edge of the area's height (or width, in a tall
 * frame), the towel under it running on below. Framed as a small thing by the shot (before: a hand a fifth of a 16:9 frame's
 * width on a table whose legs filled the rest), it read as nothing.
 */
import type { Box } from '../draw/layout';

/** The share of its square picture a close-up draws in, from its top (illustrations/nail-close-up.ts: 0.1 to 0.9). */
const DRAWN = { top: 0.1, h: 0.8 };

/** The close-up's box: a square as large as shows what it draws whole in `area`, centred on it. */
export function closeUpBox(area: Box): Box {
  const side = Math.min(area.w, area.h / DRAWN.h);
  return { x: area.x + (area.w - side) / 2, y: area.y + (area.h - side * DRAWN.h) / 2 - side * DRAWN.top, w: side, h: side };
}
