/**
 * People at a race: runners in a pack mid-stride, each with a numbered bib pinned on the chest, in turn
 * kicking off the other foot; a crowd cheering behind a barrier, arms thrown up. The others in the pack or
 * the crowd are drawn in the picture (company.ts), so a group reads as one, sized as one. Metres, y up,
 * facing +x, as bodies.ts draws; registered in bodies.ts's poses.
 */
import type { Pose, Prop, Scene } from './bodies';
import { rr } from './bodies';
import { companion, GUEST } from './company';
import { barriers } from './event-places';
import { font } from '../fonts';

/** Mid-stride, the near knee driving up, the far foot kicking back, the arms bent and swinging against the legs. */
const STRIDE: Pose = { hip: [0, 0.86], lean: 12, feet: [[0.22, 0.3], [-0.46, 0.14]], hands: [[-0.16, 0.98], [0.32, 1.14]] };
/** The other foot's turn: the far knee up, the near foot pushing off behind. */
const OTHER_STRIDE: Pose = { hip: [0, 0.88], lean: 10, feet: [[-0.42, 0.12], [0.2, 0.34]], hands: [[0.3, 1.12], [-0.14, 0.96]] };

/**
 * A bib pinned on the chest of the runner in `pose` standing at `x`, its number printed in black on white. Its digits
 * read the same mirrored (8s and 0s, a palindrome): the layout may mirror the picture.
 */
const bib = (pose: Pose, x: number, n: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x + pose.hip[0], pose.hip[1]);
  ctx.rotate((-pose.lean * Math.PI) / 180);
  rr(ctx, -0.02, 0.18, 0.19, 0.16, 0.015, '#fbfbf7');
  ctx.fillStyle = '#d62828';
  ctx.fillRect(-0.02, 0.31, 0.19, 0.03);
  // Text is lettered the right way up in a centimetre grid: the rig's y runs up.
  ctx.translate(0.075, 0.245);
  ctx.scale(0.01, -0.01);
  ctx.fillStyle = '#111318';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(800, n > 999 ? 7 : 9);
  ctx.fillText(String(n), 0, 0);
  ctx.restore();
};

/** Where the pack's other two run: one a stride behind, one a stride ahead on the far side. */
const BEHIND = -0.62;
const AHEAD = 0.56;

/** Cheering: both arms thrown up above the head, the hands open, the head back a little. */
export const CHEER: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.22, 1.98], [-0.04, 2.02]], nod: -10 };
/** One fist pumped: the near arm up, the far hand thrown forward, calling out. */
export const PUMP: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.12, 2.0], [0.4, 1.34]], nod: -6 };
/** The crowd's others stand either side, a little behind the barrier. */
const LEFT = -0.5;
const RIGHT = 0.52;

export const EVENTS = {
  // A pack of three runners mid-stride, each with a numbered bib.
  racing: {
    pose: STRIDE,
    back: [
      companion(OTHER_STRIDE, { ...GUEST, top: '#2a9d8f' }, AHEAD, 1, 1),
      bib(OTHER_STRIDE, AHEAD, 808),
      companion(OTHER_STRIDE, { ...GUEST, top: '#f4a261' }, BEHIND, 1, 2),
      bib(OTHER_STRIDE, BEHIND, 88),
    ],
    front: [bib(STRIDE, 0, 8008)],
    extent: [-1.2, 1.04, 1.76],
  },
  // A crowd of three behind the barrier, arms thrown up, one pumping a fist and calling out.
  cheering: {
    pose: CHEER,
    back: [companion(PUMP, { ...GUEST, top: '#2a9d8f' }, LEFT, 1, 1), companion(CHEER, { ...GUEST, top: '#e9c46a' }, RIGHT, 1, 2)],
    front: [
      (ctx) => {
        // The places' barrier, drawn y down: flipped onto the rig's floor.
        ctx.save();
        ctx.scale(1, -1);
        barriers(ctx, -0.8, 0.9, 0, 0.95);
        ctx.restore();
      },
    ],
    extent: [-0.76, 0.86, 2.1],
  },
} satisfies Record<string, Scene>;
