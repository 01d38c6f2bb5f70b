/**
 * The props of ./direction.ts as the illustrated presenter carries them, in head units. Each
 * has a grip (where the hand that carries it goes: a hand on a bicycle's handlebar, a coffee
 * cup held at the chest, a bag hanging at the side) and a drawing: behind the presenter (a
 * bicycle wheeled alongside, its wheels turning with the ground; a suitcase rolled behind),
 * in front (a dog trotting ahead on its lead), or in the hand. Ground props go on the side the
 * presenter walks towards (a suitcase trails behind); a held one on the side they face, or in
 * the other hand.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { iconImage } from '../illustrations/icon-set';
import { PROPS, type PropCue, type PropId } from './direction';
import type { HandRole, WalkPhase } from './performance';
import { WALK_SPEED } from './performance';
import type { ArmPose } from './pose';
import { RIG, type Point } from './rig';
import { METRE } from './stage';

export interface PropScene {
  /** The side of the arm that carries it: −1 screen-left, 1 screen-right. */
  side: -1 | 1;
  /** Where the presenter faces and walks. */
  dir: 1 | -1;
  walking: boolean;
  /** A wheeled prop's squeeze across the frame (1 seen side on): it is turned towards the camera where the frame is narrow (./framing.ts). */
  squeeze: number;
  colour: string;
}

export interface PlacedProp {
  id: PropId;
  role: HandRole;
  behind?: (ctx: SKRSContext2D, t: number) => void;
  front?: (ctx: SKRSContext2D, t: number, wrist: Point, pictures: PropPictures) => void;
  inHand?: (ctx: SKRSContext2D, wrist: Point, side: -1 | 1) => void;
}

const grip = (f: (t: number, walk: WalkPhase | null) => ArmPose): HandRole => ({ free: false, grip: f });
const stepBob = (walk: WalkPhase | null, size: number) => (walk ? Math.sin(4 * Math.PI * walk.cycle) * size : 0);

/** How far the ground has passed under a walker, in head units. */
const travelled = (t: number, walking: boolean) => (walking ? WALK_SPEED * t : 0);

const WHEEL = 0.34 * METRE;
const WHEELBASE = 1.05 * METRE;
/** Where the bicycle's centre is from the presenter's, in head units along the way they walk. */
const BIKE_AHEAD = 0.6;

function bicycle(p: PropScene): PlacedProp {
  const k = p.squeeze;
  const c = p.dir * BIKE_AHEAD;
  const ground = RIG.ground;
  const at = (x: number, y: number): Point => ({ x: c + p.dir * x * k, y: ground - WHEEL + y });
  const rear = at(-WHEELBASE / 2, 0);
  const front = at(WHEELBASE / 2, 0);
  const bracket = at(-0.4, 0.3);
  const seat = at(-1.7, -4.6);
  const head = at(WHEELBASE / 2 - 1.7, -4.4);
  const headLow = at(WHEELBASE / 2 - 1.2, -2.8);
  const bar = at(WHEELBASE / 2 - 2.3, -5.6);
  const frameColour = p.colour;
  const wheel = (axle: Point, angle: number, ctx: SKRSContext2D) => {
    ctx.save();
    ctx.translate(axle.x, axle.y);
    ctx.scale(k, 1);
    ctx.strokeStyle = '#26262b';
    ctx.lineWidth = 0.42;
    ctx.beginPath();
    ctx.arc(0, 0, WHEEL - 0.21, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = '#c9ccd1';
    ctx.lineWidth = 0.12;
    ctx.beginPath();
    ctx.arc(0, 0, WHEEL - 0.5, 0, Math.PI * 2);
    ctx.stroke();
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    for (let i = 0; i < 12; i++) {
      const a = angle + (i * Math.PI) / 6;
      ctx.moveTo(0, 0);
      ctx.lineTo(Math.cos(a) * (WHEEL - 0.5), Math.sin(a) * (WHEEL - 0.5));
    }
    ctx.stroke();
    ctx.fillStyle = '#8a8e96';
    ctx.beginPath();
    ctx.arc(0, 0, 0.25, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  };
  return {
    id: 'bicycle',
    // The near hand on the handlebar's grip.
    role: grip((_, walk) => ({ wrist: { x: bar.x - p.dir * 0.1, y: bar.y + 0.25 + stepBob(walk, 0.05) }, shape: 'hold', angle: p.dir > 0 ? 0 : Math.PI, elbow: 'down' })),
    behind(ctx, t) {
      // Rolling without slipping: the wheels turn by the distance the ground has passed.
      const angle = (p.dir * travelled(t, p.walking)) / WHEEL;
      wheel(rear, angle, ctx);
      wheel(front, angle, ctx);
      ctx.strokeStyle = frameColour;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.lineWidth = 0.32;
      ctx.beginPath();
      ctx.moveTo(rear.x, rear.y);
      ctx.lineTo(bracket.x, bracket.y);
      ctx.lineTo(seat.x, seat.y);
      ctx.lineTo(rear.x, rear.y);
      ctx.moveTo(seat.x, seat.y);
      ctx.lineTo(head.x, head.y);
      ctx.lineTo(headLow.x, headLow.y);
      ctx.lineTo(bracket.x, bracket.y);
      ctx.moveTo(headLow.x, headLow.y);
      ctx.lineTo(front.x, front.y);
      ctx.stroke();
      ctx.strokeStyle = '#2b2b30';
      ctx.lineWidth = 0.2;
      ctx.beginPath();
      ctx.moveTo(head.x, head.y);
      ctx.lineTo(bar.x + p.dir * 0.6, bar.y);
      ctx.lineTo(bar.x - p.dir * 0.2, bar.y + 0.1);
      ctx.moveTo(seat.x, seat.y);
      ctx.lineTo(seat.x - p.dir * 0.15 * k, seat.y - 0.7);
      ctx.stroke();
      ctx.fillStyle = '#2b2b30';
      ctx.beginPath();
      ctx.ellipse(seat.x - p.dir * 0.25 * k, seat.y - 0.8, 1.0 * Math.max(k, 0.6), 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = mix(frameColour, '#000000', 0.3);
      ctx.beginPath();
      ctx.arc(bracket.x, bracket.y, 0.55, 0, Math.PI * 2);
      ctx.fill();
    },
  };
}

const DOG_HEIGHT = 0.5 * METRE;
const DOG_AHEAD = 4.2;
const SUITCASE_BEHIND = 3.6;

function dog(p: PropScene): PlacedProp {
  const height = DOG_HEIGHT;
  const x = p.dir * DOG_AHEAD;
  return {
    id: 'dog',
    role: grip((_, walk) => ({ wrist: { x: p.side * 1.85 + p.dir * 0.4, y: 5.9 + stepBob(walk, 0.08) }, shape: 'hold', angle: Math.PI / 2 - p.dir * 0.4, elbow: 'down' })),
    front(ctx, t, wrist, { dog: picture }) {
      if (!picture) return;
      const width = (height * picture.width) / picture.height;
      // A trot: two bounces a step, a little out of time with the presenter.
      const bounce = p.walking ? Math.abs(Math.sin(t * Math.PI * 4.1)) * 0.35 : 0;
      const top = RIG.ground - height - bounce;
      // The picture faces left; it is turned to face where the presenter goes.
      const collar = { x: x + p.dir * width * 0.22, y: top + height * 0.3 };
      ctx.strokeStyle = '#c8323c';
      ctx.lineWidth = 0.1;
      ctx.beginPath();
      ctx.moveTo(wrist.x, wrist.y);
      ctx.quadraticCurveTo((wrist.x + collar.x) / 2, Math.max(wrist.y, collar.y) + 1.2, collar.x, collar.y);
      ctx.stroke();
      ctx.save();
      ctx.translate(x, top);
      if (p.dir > 0) ctx.scale(-1, 1);
      ctx.drawImage(picture, -width / 2, 0, width, height);
      ctx.restore();
    },
  };
}

function suitcase(p: PropScene): PlacedProp {
  const trail = -p.dir;
  const wheelAt = { x: trail * SUITCASE_BEHIND, y: RIG.ground - 0.35 };
  const tilt = trail * 0.45;
  const w = 3.4 * Math.max(0.7, p.squeeze);
  const h = 5.2;
  return {
    id: 'suitcase',
    role: grip((_, walk) => ({ wrist: { x: trail * 2.55, y: 6.55 + stepBob(walk, 0.06) }, shape: 'hold', angle: Math.PI / 2, elbow: 'down' })),
    behind(ctx, t) {
      ctx.save();
      ctx.translate(wheelAt.x, wheelAt.y + (p.walking ? Math.abs(Math.sin(t * 9)) * -0.05 : 0));
      ctx.rotate(tilt);
      ctx.fillStyle = p.colour;
      ctx.beginPath();
      ctx.roundRect(-w / 2, -h, w, h - 0.3, 0.5);
      ctx.fill();
      ctx.fillStyle = mix(p.colour, '#000000', 0.18);
      for (const x of [-w / 4, 0, w / 4]) ctx.fillRect(x - 0.08, -h + 0.4, 0.16, h - 1.1);
      ctx.fillStyle = '#26262b';
      ctx.beginPath();
      ctx.arc(-w / 2 + 0.5, -0.1, 0.35, 0, Math.PI * 2);
      ctx.arc(w / 2 - 0.5, -0.1, 0.35, 0, Math.PI * 2);
      ctx.fill();
      // The telescopic handle up to the hand.
      ctx.strokeStyle = '#8a8e96';
      ctx.lineWidth = 0.14;
      ctx.beginPath();
      ctx.moveTo(-0.4, -h);
      ctx.lineTo(-0.4, -h - 2.2);
      ctx.moveTo(0.4, -h);
      ctx.lineTo(0.4, -h - 2.2);
      ctx.lineTo(-0.4, -h - 2.2);
      ctx.stroke();
      ctx.restore();
    },
  };
}

/** A takeaway cup: lid, paper sleeve, the fingers round it. */
function coffee(p: PropScene, skin: string): PlacedProp {
  const inward = -p.side;
  return {
    id: 'coffee',
    role: grip((_, walk) => ({ wrist: { x: p.side * 1.15, y: 3.95 + stepBob(walk, 0.05) }, shape: 'hold', angle: inward > 0 ? -0.15 : Math.PI + 0.15, elbow: 'down' })),
    inHand(ctx, wrist) {
      const x = wrist.x + inward * 0.5;
      const y = wrist.y - 0.35;
      ctx.fillStyle = '#f6f3ec';
      ctx.beginPath();
      ctx.moveTo(x - 0.42, y - 0.65);
      ctx.lineTo(x + 0.42, y - 0.65);
      ctx.lineTo(x + 0.32, y + 0.65);
      ctx.lineTo(x - 0.32, y + 0.65);
      ctx.fill();
      ctx.fillStyle = p.colour;
      ctx.fillRect(x - 0.4, y - 0.25, 0.8, 0.5);
      ctx.fillStyle = '#3b3f46';
      ctx.beginPath();
      ctx.roundRect(x - 0.48, y - 0.82, 0.96, 0.2, 0.08);
      ctx.fill();
      ctx.fillStyle = skin;
      ctx.beginPath();
      ctx.roundRect(x - inward * 0.45 - 0.15, y - 0.05, 0.3, 0.55, 0.14);
      ctx.fill();
    },
  };
}

function phone(p: PropScene): PlacedProp {
  const inward = -p.side;
  return {
    id: 'phone',
    role: grip((_, walk) => ({ wrist: { x: p.side * 1.05, y: 4.25 + stepBob(walk, 0.05) }, shape: 'hold', angle: inward > 0 ? -0.3 : Math.PI + 0.3, elbow: 'down' })),
    inHand(ctx, wrist) {
      ctx.save();
      ctx.translate(wrist.x + inward * 0.45, wrist.y - 0.55);
      ctx.rotate(inward * 0.12);
      ctx.fillStyle = '#1f2126';
      ctx.beginPath();
      ctx.roundRect(-0.3, -0.55, 0.6, 1.1, 0.1);
      ctx.fill();
      ctx.fillStyle = mix(p.colour, '#ffffff', 0.35);
      ctx.fillRect(-0.24, -0.47, 0.48, 0.92);
      ctx.restore();
    },
  };
}

function bag(p: PropScene): PlacedProp {
  return {
    id: 'bag',
    role: grip((_, walk) => ({ wrist: { x: p.side * 1.95 + (walk ? -Math.cos(2 * Math.PI * walk.cycle) * 0.3 * walk.dir : 0), y: 6.3 }, shape: 'hold', angle: Math.PI / 2, elbow: 'down' })),
    inHand(ctx, wrist) {
      ctx.strokeStyle = mix(p.colour, '#000000', 0.3);
      ctx.lineWidth = 0.1;
      ctx.beginPath();
      ctx.moveTo(wrist.x - 0.5, wrist.y + 1.1);
      ctx.lineTo(wrist.x, wrist.y + 0.2);
      ctx.lineTo(wrist.x + 0.5, wrist.y + 1.1);
      ctx.stroke();
      ctx.fillStyle = p.colour;
      ctx.beginPath();
      ctx.moveTo(wrist.x - 0.95, wrist.y + 1.05);
      ctx.lineTo(wrist.x + 0.95, wrist.y + 1.05);
      ctx.lineTo(wrist.x + 1.05, wrist.y + 3.0);
      ctx.lineTo(wrist.x - 1.05, wrist.y + 3.0);
      ctx.fill();
      ctx.fillStyle = mix(p.colour, '#000000', 0.15);
      ctx.fillRect(wrist.x - 0.95, wrist.y + 1.05, 1.9, 0.25);
    },
  };
}

function clipboard(p: PropScene): PlacedProp {
  const inward = -p.side;
  return {
    id: 'clipboard',
    role: grip(() => ({ wrist: { x: p.side * 0.55, y: 4.85 }, shape: 'hold', angle: inward > 0 ? -0.2 : Math.PI + 0.2, elbow: 'down' })),
    inHand(ctx, wrist) {
      ctx.save();
      ctx.translate(wrist.x + inward * 0.6, wrist.y - 0.7);
      ctx.rotate(inward * 0.15);
      ctx.fillStyle = '#b98a5e';
      ctx.beginPath();
      ctx.roundRect(-0.8, -1.1, 1.6, 2.2, 0.12);
      ctx.fill();
      ctx.fillStyle = '#fbfaf6';
      ctx.fillRect(-0.65, -0.9, 1.3, 1.85);
      ctx.fillStyle = '#c3c7cf';
      for (let k = 0; k < 5; k++) ctx.fillRect(-0.5, -0.6 + k * 0.3, k % 2 ? 0.8 : 1.0, 0.07);
      ctx.fillStyle = '#8a8e96';
      ctx.fillRect(-0.3, -1.2, 0.6, 0.25);
      ctx.restore();
    },
  };
}

/**
 * How far a ground prop reaches beside the presenter, in head units from their centre along the
 * way they walk (behind, ahead), turned by `squeeze` (./framing.ts).
 */
export function groundSpan(id: PropId, squeeze: number): [number, number] {
  switch (id) {
    case 'bicycle':
      return [BIKE_AHEAD - (WHEELBASE / 2 + WHEEL) * squeeze, BIKE_AHEAD + (WHEELBASE / 2 + WHEEL) * squeeze];
    case 'dog':
      return [0, DOG_AHEAD + DOG_HEIGHT * 0.75];
    case 'suitcase':
      return [-(SUITCASE_BEHIND + 2.2), 0];
    default:
      return [0, 0];
  }
}

export interface PropPictures {
  dog: Image | null;
}

/** Pictures a prop is drawn from (the dog is the illustration set's); loaded once per scene that needs them. */
export async function propPictures(cues: readonly PropCue[], unitPx: number): Promise<PropPictures> {
  return { dog: cues.some((c) => c.id === 'dog') ? await iconImage('dog', Math.max(32, Math.round(0.5 * METRE * unitPx * 1.4))) : null };
}

/** The props of a scene placed on the presenter's arms: ground props on the walking side, a held one in the other hand. */
export function placeProps(cues: readonly PropCue[], scene: Omit<PropScene, 'side' | 'colour'>, accent: string, skin: string): [PlacedProp | null, PlacedProp | null] {
  const arms: [PlacedProp | null, PlacedProp | null] = [null, null];
  const sideIndex = (side: -1 | 1) => (side < 0 ? 0 : 1);
  // Ground props first: a suitcase trails behind, the rest go ahead. A held prop goes on the side the presenter faces (the
  // lower third starts from the other side), or in the other hand when that one is taken.
  const ordered = [...cues].sort((a, b) => Number(PROPS[b.id] === 'ground') - Number(PROPS[a.id] === 'ground'));
  for (const cue of ordered) {
    const preferred: -1 | 1 = cue.id === 'suitcase' ? (-scene.dir as -1 | 1) : scene.dir;
    const side: -1 | 1 = arms[sideIndex(preferred)] ? (-preferred as -1 | 1) : preferred;
    if (arms[sideIndex(side)]) continue;
    const p: PropScene = { ...scene, side, colour: cue.colour ?? (cue.id === 'coffee' ? '#a0724f' : accent) };
    arms[sideIndex(side)] = MAKERS[cue.id](p, skin);
  }
  return arms;
}

const MAKERS: Record<PropId, (p: PropScene, skin: string) => PlacedProp> = {
  bicycle: (p) => bicycle(p),
  dog: (p) => dog(p),
  suitcase: (p) => suitcase(p),
  coffee: (p, skin) => coffee(p, skin),
  phone: (p) => phone(p),
  bag: (p) => bag(p),
  clipboard: (p) => clipboard(p),
};
