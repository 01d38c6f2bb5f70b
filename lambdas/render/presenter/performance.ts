/**
 * How the illustrated presenter moves: the pose at any instant as a pure function of time and
 * the scene's inputs (its words, loudness, visemes and seed). The body breathes, the eyes blink
 * now and then and glance away at pauses, the head nods and the brows lift on each stroke of a
 * gesture (./gestures.ts); the mouth follows the narration (./mouth.ts). A walking
 * presenter steps (stance feet move with the ground, so nothing slides), bobs and swings the
 * arms against the legs; the stresses then show in the nods and brows alone. Hands that hold
 * something (./props.ts) keep to their grip.
 */
import { rng } from '../draw/anim';
import type { PresenterSpeech } from '../ports';
import { gestureWeights, planGestures, type Gesture, type GestureKind } from './gestures';
import { presenterMouth } from './mouth';
import type { ArmPose, Pose, Stance } from './pose';
import { RIG, type Point } from './rig';

/**
 * Steps a second, and how far the stance foot moves against the body in one step (head units,
 * across the frame: the presenter is turned three-quarters to the camera, so the stride looks short).
 */
export const STEPS_PER_SEC = 1.8;
export const STRIDE = 1.5;
/** How fast the ground passes under a walking presenter, in head units a second: the stance foot's speed. */
export const WALK_SPEED = STRIDE * STEPS_PER_SEC;
/** How far a walker turns towards where they go, and their head back towards the viewer. */
const WALK_TURN = 0.32;
const WALK_HEAD_TURN = -0.18;

/** What a hand is doing for the whole scene: free to gesture and swing, or keeping a grip at time t. */
export type HandRole = { free: true } | { free: false; grip: (t: number, walk: WalkPhase | null) => ArmPose };

export interface WalkPhase {
  /** 0..1 through a stride of two steps. */
  cycle: number;
  /** +1 walking towards the screen's right, −1 its left. */
  dir: 1 | -1;
}

export interface Performance {
  poseAt(t: number, frame: number): Pose;
  stance: Stance;
  gestures: Gesture[];
}

export interface PerformanceInput {
  speech: PresenterSpeech;
  fps: number;
  durationSec: number;
  seed: number;
  walking: boolean;
  /** Where the presenter faces (and walks): +1 the screen's right. */
  dir: 1 | -1;
  /** The screen-left arm's role, then the screen-right arm's. */
  hands: [HandRole, HandRole];
}

const REST: Record<-1 | 1, ArmPose> = {
  [-1]: { wrist: { x: -0.5, y: 4.8 }, shape: 'relaxed', angle: 0.15, elbow: 'out' },
  [1]: { wrist: { x: 0.5, y: 4.72 }, shape: 'relaxed', angle: Math.PI - 0.15, elbow: 'out' },
};
const HANGING = (s: -1 | 1): ArmPose => ({ wrist: { x: s * 1.85, y: 6.35 }, shape: 'relaxed', angle: Math.PI / 2 - s * 0.15, elbow: 'down' });

/** Where the wrist goes for each gesture, for the arm on side `s`. */
const GESTURE_POSES: Record<GestureKind, (s: -1 | 1) => ArmPose> = {
  // The forearms come forwards, the elbows at the sides (bent out, a hand this close to the shoulder pushes the elbow past the frame).
  open: (s) => ({ wrist: { x: s * 2.3, y: 4.1 }, shape: 'open', angle: s < 0 ? Math.PI + 0.35 : -0.35, elbow: 'down', forearm: 0.5 }),
  beat: (s) => ({ wrist: { x: s * 1.2, y: 3.9 }, shape: 'open', angle: s < 0 ? -0.45 : Math.PI + 0.45, elbow: 'down', forearm: 0.5 }),
  self: (s) => ({ wrist: { x: s * 0.55, y: 3.35 }, shape: 'open', angle: s < 0 ? -0.25 : Math.PI + 0.25, elbow: 'out' }),
  you: (s) => ({ wrist: { x: s * 1.35, y: 3.1 }, shape: 'palm', angle: -Math.PI / 2 + s * 0.35, elbow: 'out' }),
  count: (s) => ({ wrist: { x: s * 1.5, y: 2.7 }, shape: 'point', angle: -Math.PI / 2 + s * 0.2, elbow: 'out' }),
  wide: (s) => ({ wrist: { x: s * 2.45, y: 3.45 }, shape: 'palm', angle: -Math.PI / 2 + s * 0.9, elbow: 'out' }),
};
const BOTH_HANDS: ReadonlySet<GestureKind> = new Set(['open', 'wide']);

const bump = (x: number, width: number) => Math.exp(-((x / width) ** 2));
const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
const lerpPoint = (a: Point, b: Point, k: number): Point => ({ x: lerp(a.x, b.x, k), y: lerp(a.y, b.y, k) });

/** Blends arm poses: the shape and angle of the strongest, positions weighted. */
function blendArm(rest: ArmPose, parts: { pose: ArmPose; weight: number }[]): ArmPose {
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return rest;
  const scale = Math.min(1, total) / total;
  let wrist = rest.wrist;
  let angle = rest.angle ?? 0;
  let forearm = rest.forearm ?? 1;
  for (const { pose, weight } of parts) {
    wrist = { x: wrist.x + (pose.wrist.x - rest.wrist.x) * weight * scale, y: wrist.y + (pose.wrist.y - rest.wrist.y) * weight * scale };
    angle += ((pose.angle ?? 0) - (rest.angle ?? 0)) * weight * scale;
    forearm += ((pose.forearm ?? 1) - (rest.forearm ?? 1)) * weight * scale;
  }
  const strongest = parts.reduce((a, b) => (b.weight > a.weight ? b : a));
  const lead = strongest.weight > 0.45 ? strongest.pose : rest;
  return { wrist, shape: lead.shape, angle, elbow: lead.elbow, forearm };
}

/** Blinks every 2.5–5.5 s, each 0.15 s; glances aside at some of the line's pauses. */
function schedule(input: PerformanceInput) {
  const random = rng(input.seed ^ 0x2545f491);
  const blinks: number[] = [];
  for (let t = 0.6 + random() * 1.5; t < input.durationSec; t += 2.5 + random() * 3) blinks.push(t);
  const glances: { start: number; end: number; at: Point }[] = [];
  const { words } = input.speech;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i]!.start - words[i - 1]!.end;
    if (gap > 0.18 && random() < 0.6) glances.push({ start: words[i - 1]!.end, end: words[i - 1]!.end + 0.45 + gap, at: { x: (random() < 0.5 ? -1 : 1) * 0.7, y: -0.35 } });
  }
  return { blinks, glances };
}

/** The walk cycle's feet: the stance foot slides back with the ground, the swing foot lifts and comes through. */
function walkFeet(walk: WalkPhase): [Point, Point] {
  const foot = (phase: number, side: -1 | 1): Point => {
    const p = ((phase % 1) + 1) % 1;
    const baseX = side * 0.55;
    if (p < 0.5) return { x: baseX + walk.dir * STRIDE * (0.5 - p * 2), y: RIG.ground - 0.45 };
    const k = (p - 0.5) * 2;
    const eased = k * k * (3 - 2 * k);
    return { x: baseX + walk.dir * STRIDE * (eased - 0.5), y: RIG.ground - 0.45 - Math.sin(Math.PI * k) * 0.8 };
  };
  return [foot(walk.cycle, -1), foot(walk.cycle + 0.5, 1)];
}

/** The arm's length from shoulder to wrist when it swings, the elbow a little bent. */
const HANG = 3.95;

/** A free arm swinging like a pendulum from the shoulder, against the leg on its side. */
function swingArm(side: -1 | 1, walk: WalkPhase): ArmPose {
  const legPhase = side < 0 ? walk.cycle : walk.cycle + 0.5;
  const swing = -Math.cos(2 * Math.PI * legPhase) * walk.dir;
  // Seen three-quarters on, the swing forwards and back crosses the frame only a little.
  const angle = swing * 0.22 + side * 0.04;
  return { wrist: { x: side * RIG.shoulder.x + Math.sin(angle) * HANG, y: RIG.shoulder.y + Math.cos(angle) * HANG }, shape: 'relaxed', angle: Math.PI / 2 - angle * 1.2, elbow: 'down' };
}

export function perform(input: PerformanceInput): Performance {
  const free = ([-1, 1] as const).filter((s) => input.hands[s < 0 ? 0 : 1].free);
  const gestures = planGestures(input.speech, input.fps, input.seed, free);
  const { blinks, glances } = schedule(input);
  const phase = rng(input.seed ^ 0x68e31da4)();
  const mouthAt = presenterMouth(input.speech, input.fps);

  function armFor(side: -1 | 1, t: number, walk: WalkPhase | null, weights: { gesture: Gesture; weight: number }[]): ArmPose {
    const role = input.hands[side < 0 ? 0 : 1];
    if (!role.free) return role.grip(t, walk);
    const bothFree = free.length === 2;
    // A walker's arms keep swinging: the stresses show in the head and brows (a gesture would break the stride).
    if (walk) return swingArm(side, walk);
    const rest = bothFree ? REST[side] : HANGING(side);
    const parts = weights
      .filter(({ gesture }) => gesture.hand === side || (bothFree && BOTH_HANDS.has(gesture.kind)))
      .map(({ gesture, weight }) => {
        const pose = GESTURE_POSES[gesture.kind](side);
        // The stroke: a small downward beat on the stressed syllable.
        const beat = bump(t - gesture.stroke - 0.08, 0.09) * 0.22;
        return { pose: { ...pose, wrist: { x: pose.wrist.x, y: pose.wrist.y + beat } }, weight };
      });
    return blendArm(rest, parts);
  }

  return {
    gestures,
    stance: input.walking ? { turn: input.dir * WALK_TURN, headTurn: input.dir * (WALK_TURN + WALK_HEAD_TURN) } : { turn: 0, headTurn: 0 },
    poseAt(t, frame) {
      const walk: WalkPhase | null = input.walking ? { cycle: (t * STEPS_PER_SEC) / 2 + phase, dir: input.dir } : null;
      const weights = gestureWeights(gestures, t);
      const stroke = weights.reduce((m, { gesture }) => Math.max(m, bump(t - gesture.stroke, 0.22)), 0);
      const breath = 0.5 + 0.5 * Math.sin((2 * Math.PI * t) / 3.8 + phase * 6);
      const blink = blinks.reduce((m, b) => Math.max(m, 1 - Math.abs(t - b - 0.075) / 0.075), 0);
      const glance = glances.find((g) => t >= g.start && t < g.end);
      const glanceK = glance ? Math.min(1, (t - glance.start) / 0.12, (glance.end - t) / 0.12) : 0;
      const gaze = glance ? lerpPoint({ x: 0, y: 0 }, glance.at, glanceK) : { x: 0, y: 0 };
      const step = walk ? Math.abs(Math.cos(2 * Math.PI * walk.cycle)) : 0;
      const stand = RIG.ground - 0.45;
      return {
        offset: walk ? { x: 0, y: -0.18 * (1 - step) } : { x: Math.sin(t * 0.55 + phase * 4) * 0.05, y: 0 },
        breath,
        head: {
          shift: Math.sin(t * 0.8 + phase * 3) * 0.04 + (walk ? Math.sin(2 * Math.PI * walk.cycle) * 0.03 : 0),
          nod: stroke * 0.08,
        },
        gaze,
        blink,
        brows: Math.min(1, stroke * 0.9),
        mouth: mouthAt(t, frame),
        arms: [armFor(-1, t, walk, weights), armFor(1, t, walk, weights)],
        feet: walk ? walkFeet(walk) : [{ x: -0.85, y: stand }, { x: 0.85, y: stand }],
      };
    },
  };
}
