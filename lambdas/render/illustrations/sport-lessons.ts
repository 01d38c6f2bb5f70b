/**
 * Tennis and golf as coaches teach them, the coach beside the pupil: on the court, the pupil meeting the ball with a
 * forehand, the coach just behind them showing the swing with their own racket, a basket of balls at hand; on the
 * course, the pupil addressing a ball on its tee, club grounded behind it, the coach across from them pointing to the
 * grip, their own club in the other hand. Both in sportswear. Metres, y up, as bodies.ts draws (its helpers are read only
 * when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, reachOf, topOf, type Spot } from './lesson-companion';
import { fill } from './room-props';
import { limb } from './stroke';

/** The pupil's sportswear: a bright top over dark shorts or trousers, white trainers. */
const TOPS = ['#f4a261', '#3d7ea6', '#e9c46a', '#c05673', '#81b29a'];
const pupil = (scene: Scene, spot: Spot) => companion(scene, spot, 1, (look) => ({ top: TOPS[Number(look) % TOPS.length]!, legs: '#2b2d42', shoes: '#f4f4f4' }));
export const TENNIS_BALL = '#d8f03a';

/** A racket held at `hand`, its shaft along `angle` (radians, 0 along +x): the grip, the throat, the strung head. */
const racket = (hand: P, angle: number, frame: string): Prop => (ctx) => {
  ctx.save();
  ctx.translate(hand[0], hand[1]);
  ctx.rotate(angle);
  limb(ctx, [[-0.06, 0], [0.2, 0]], 0.035, '#2b2b2b');
  ctx.strokeStyle = frame;
  ctx.lineWidth = 0.03;
  ctx.beginPath();
  ctx.ellipse(0.36, 0, 0.16, 0.12, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = 0.006;
  for (let k = -2; k <= 2; k++) {
    ctx.beginPath();
    ctx.moveTo(0.22, k * 0.04);
    ctx.lineTo(0.5, k * 0.04);
    ctx.moveTo(0.36 + k * 0.05, -0.11);
    ctx.lineTo(0.36 + k * 0.05, 0.11);
    ctx.stroke();
  }
  ctx.restore();
};

/** A tennis ball at (x, y). */
const ball = (x: number, y: number, r = 0.035): Prop => (ctx) => fill(ctx, TENNIS_BALL, () => ctx.arc(x, y, r, 0, Math.PI * 2));

/** A coach's basket of balls on its legs. */
const ballBasket = (x: number): Prop => (ctx) => {
  ctx.strokeStyle = '#5a6270';
  ctx.lineWidth = 0.02;
  ctx.beginPath();
  ctx.moveTo(x - 0.16, 0);
  ctx.lineTo(x + 0.12, 0.62);
  ctx.moveTo(x + 0.16, 0);
  ctx.lineTo(x - 0.12, 0.62);
  ctx.stroke();
  fill(ctx, TENNIS_BALL, () => {
    for (let k = 0; k < 7; k++) ctx.arc(x - 0.15 + (k % 4) * 0.1, 0.66 + Math.floor(k / 4) * 0.06, 0.04, 0, Math.PI * 2);
  });
  rr(ctx, x - 0.2, 0.58, 0.4, 0.12, 0.02, 'rgba(90,98,112,0.65)');
};

/** The pupil meeting the ball: stance open, the near arm out ahead with the racket level, the far arm out for balance. */
const FOREHAND: Pose = { hip: [0, 0.88], lean: 10, feet: [[0.34, 0.05], [-0.26, 0.08]], hands: [[0.46, 1.02], [-0.3, 0.98]], nod: 6 };
const HITTER: Scene = { pose: FOREHAND, front: [racket(FOREHAND.hands[0], 0.12, '#e63946'), ball(0.98, 1.1)], extent: [-0.3, 1.06, 1.76] };
/** The coach behind the pupil, showing the swing: the far hand swinging their own racket through, the near one pointing to the ball. */
const SHOWING_SWING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.14, 0.05], [-0.12, 0.05]], hands: [[0.62, 1.26], [0.3, 1.0]], nod: 4 };
const AHEAD: Spot = { x: 0.42, scale: 1, rise: 0, facing: 1 };

/** A golf club held at `hand`, its shaft down to the clubhead at `head`. */
const club = (hand: P, head: P): Prop => (ctx) => {
  limb(ctx, [hand, head], 0.018, '#9aa1ab');
  limb(ctx, [hand, [hand[0] + (head[0] - hand[0]) * 0.2, hand[1] + (head[1] - hand[1]) * 0.2]], 0.034, '#2b2b2b');
  rr(ctx, head[0] - 0.02, head[1] - 0.01, 0.12, 0.05, 0.02, '#3b4450');
};
/** The ball on its tee. */
const teed = (x: number): Prop => (ctx) => {
  fill(ctx, '#e9c46a', () => ctx.rect(x - 0.006, 0, 0.012, 0.05));
  fill(ctx, '#ffffff', () => ctx.arc(x, 0.075, 0.025, 0, Math.PI * 2));
};
/** The pupil addressing the ball: bent from the hips, knees soft, both hands on the grip, the club grounded behind the ball. */
const ADDRESS: Pose = { hip: [0, 0.84], lean: 32, feet: [[0.14, 0.05], [-0.1, 0.05]], hands: [[0.36, 0.66], [0.33, 0.7]], nod: 30 };
const GOLFER: Scene = { pose: ADDRESS, front: [club(ADDRESS.hands[0], [0.62, 0.03]), teed(0.78)], extent: [-0.3, 0.86, 1.66] };
/** The coach across from the pupil, leaning in to point at the grip, their own club in the far hand, its head on the grass. */
const POINTING_GRIP: Pose = { hip: [0, 0.92], lean: 20, feet: [[0.16, 0.05], [-0.1, 0.05]], hands: [[0.58, 0.84], [0.2, 0.76]], nod: 22 };
/** The golfer across from the coach, facing them, the ball between. */
const ACROSS: Spot = { x: 0.62, scale: 1, rise: 0, facing: -1 };

export const SPORT_LESSONS = {
  // The coach behind the pupil's forehand, the basket of balls behind the coach.
  'tennis-lesson': {
    pose: SHOWING_SWING,
    back: [ballBasket(-0.34), racket(SHOWING_SWING.hands[1], 0.5, '#1d3557')],
    front: [pupil(HITTER, AHEAD)],
    wears: { top: '#1d3557', legs: '#f4f4f4', shoes: '#f4f4f4' },
    extent: [-0.56, reachOf(HITTER, AHEAD) + 0.02, Math.max(1.8, topOf(HITTER, AHEAD))],
  },
  // The coach and the pupil across the teed ball; the coach's club grounded by their foot.
  'golf-lesson': {
    pose: POINTING_GRIP,
    back: [pupil(GOLFER, ACROSS)],
    front: [club(POINTING_GRIP.hands[1], [0.24, 0.03])],
    wears: { top: '#2a9d8f', legs: '#e9e4da', shoes: '#3b2d22' },
    extent: [-0.3, reachOf(GOLFER, ACROSS) + 0.02, Math.max(1.78, topOf(GOLFER, ACROSS))],
  },
} satisfies Record<string, Scene>;
