/**
 * Where each thing of a completed scene goes in the frame, so that its relations hold: what is
 * `on` something rests on its top; `beside` stands on the same line, side by side; `leaning`
 * stands at the foot of its ground, against it; `holding` puts the thing in a hand reaching in
 * from below (its holder behind); `pouring` tilts the vessel over the receiver with a stream
 * between; `at` puts a person behind a counter or desk. Pure geometry: it sees only the
 * pictures' proportions. Boxes are the pictures' visible bounds, in frame pixels.
 *
 * The group is built in units of its main subject, then fitted into the content area by the
 * framing (close, medium, wide; left, centre, right; mirrored). Counters, desks, shelves and
 * walls span the frame; a hand or a person cut by the frame's bottom edge is anchored to it.
 */
import type { Box } from '../draw/layout';
import { OVEN_MOUTH } from '../illustrations/appliances';
import { FRONT_DESK_POSES } from './front-desk-actions';
import { ACTIONS, figureFor, type Figure } from './actions';
import { COT } from '../illustrations/baby';
import { CAR_ASPECT } from '../illustrations/drawn-cars';
import { closeUpBox } from './close-up-fill';
import { atRealSize } from './real-size';
import { BLEED_WIDTH, ROW_BLEED, bleedHeight, keptSpan, taughtRow, workingGroup } from './bleed';
import { type Dress, asChild, carried, cutAtWaist, bodyAspect, bodyFramedShare, bodyPose, bodyHand, bodyDress, bodyFace, bodyLength, bodyLevel, bodyShoulder, facesViewer, reposed, bodyPicture, isBody, withLook } from '../illustrations/bodies';
import { lookCode } from '../illustrations/figure-look';
import { hashString } from '../draw/anim';
import { WORK_DRESS, concept, isDrawn, type Concept, type Kind } from './concepts';
import type { CompleteScene } from './complete-scene';
import { SHOTS, type RelationKind, type Shot } from './scene-graph';
import { FOOTWEAR_POSES } from './worn-clothes';

export { SHOTS, type Shot };

export interface Framing {
  shot: Shot;
  /** Where the group sits: left third, centre, right third. */
  side: -1 | 0 | 1;
  /** Left and right swapped: the pour from the other side, the holder on the other side. */
  mirror: boolean;
  /** Which member of each group of people leads (takes the first figure and the first picture): the same group, recast. */
  lead?: number;
  /** Close on one person of a group (as many as the action takes: a handshake two), not the whole group. */
  solo?: boolean;
}

/** `underfoot`: what a person stands or sits on for their action (a yoga mat), drawn under them. */
export type PlacedRole = 'subject' | 'surface' | 'hand' | 'pourer' | 'legs' | 'underfoot';

export interface Placed {
  /** The scene's thing this is (a pourer: the liquid's; a hand: the held thing's). */
  thing: number;
  picture: string;
  role: PlacedRole;
  box: Box;
  /** Drawing order: lower first. */
  z: number;
  /** Radians, about the bottom centre of the box. */
  tilt: number;
  /** Spans the frame's width (counter, desk, shelf, wall): drawn edge to edge from `box.y` down. */
  span: boolean;
  /** A hand held by a person: the arm from their shoulder, bent at the elbow, to the wrist under the held thing. */
  arm?: { shoulder: Point; elbow: Point; wrist: Point };
  /** Drawn only below this y: a seat's front, in front of the lap of the person sitting on it. */
  clipTop?: number;
  /** Drawn only above this y: a person sitting at a table, hidden below its top. */
  clipBottom?: number;
  /** A person's face (their head, hair to chin): nothing held or set on a table in front of them covers it. */
  face?: Box;
  /** Which way a person turns, whatever the framing's mirror: 1 as the picture is drawn, -1 mirrored (two in conversation turn to each other). */
  turn?: 1 | -1;
  /** A wide picture run off the frame's sides (./bleed.ts): the x-range of it, what it is about, that stays inside the content area. */
  kept?: { left: number; right: number };
}

export interface Point {
  x: number;
  y: number;
}

export interface Layout {
  placed: Placed[];
  pours: { from: Point; to: Point; colour: string }[];
  /** The y of the ground things stand on (may lie below the frame). */
  floor: number;
  /** The main group: what the camera frames. */
  focus: Box;
  /** The point a push-in or pull-out scales about: level with the top of a person's head, so the head never grows out of the frame. */
  anchor: Point;
}

/** Height of a surface's top above the floor, in metres. */
const SURFACE_HEIGHT: Record<string, number> = { counter: 0.95, desk: 0.75, table: 0.75, shelf: 1.2, wall: 0.9, bench: 0.45, 'pet-table': 0.85 };
const SPANNING = new Set(['counter', 'desk', 'shelf', 'wall', 'pet-table']);
/**
 * What a person sits on, not stands on: drawn from the waist up, their waist sunk behind the
 * seat's front and their legs down its front to the floor. `cushion`: where the seat is, as a
 * share of the picture's height from its top (a sofa's back and lamp rise above it); `span`: the
 * seat's width in widths of one seated person (a sofa seats two or three, a bench three).
 */
const SEATS: Record<string, { cushion: number; span: number }> = {
  sofa: { cushion: 0.76, span: 2.6 },
  chair: { cushion: 0.5, span: 1.3 },
  bench: { cushion: 0, span: 2.6 },
};
/** Where a counter's top, and a table's (they sit at it), cuts a drawn person standing behind it: their waist, their chest (metres up their figure). */
const HIDDEN_BELOW = { counter: 1.08, table: 1.24 };
/** How far a seated person's waist sinks below the seat line, as a share of their picture's height. */
const SINK = 0.08;
/** The face of a person drawn in `box` with `picture`, mirrored or not: a drawn figure knows where its head is, whatever its pose. */
export function faceOf(box: Box, picture: string, dir: number): Box {
  const f = bodyFace(picture);
  return { x: box.x + box.w * (dir > 0 ? f.x : 1 - f.x - f.w), y: box.y + box.h * f.y, w: box.w * f.w, h: box.h * f.h };
}

const centre = (b: Box) => b.x + b.w / 2;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The share of the content area's width a person cut by the bottom edge takes when holding something up beside their face. */
const HOLDER_WIDTH = 0.7;
/** Drawing order of a person cut by the frame's bottom edge, nearest the camera (a held thing and its hand come after, at 40 and 41). */
const NEAREST_Z = 35;
/** The room kept beside someone framed with the group for what they hold up, as a share of their height. */
const HELD_ROOM = 0.2;
/** How much of an onlooker stands beyond the edge of a wide job framed in a tall frame (the rest overlaps it, behind). */
const ONLOOKER_OUT = 0.45;
/** Head room above a person's head, as a share of the content area's height. */
export const HEAD_ROOM = 0.03;

/** How much of the content area the group fills, by shot (width, height). */
const FILL: Record<Shot, [number, number]> = { close: [0.9, 0.82], medium: [0.74, 0.64], wide: [0.56, 0.46] };
/**
 * In a landscape frame the content area is short: even a wide shot gives its subjects at least this
 * much of its width and height, as a photographer frames people across a wide picture (before: 46%
 * of the height, small figures).
 */
const LANDSCAPE_FILL: [number, number] = [0.8, 0.66];
/**
 * In a landscape content area (16:9, and a square frame's, wide for its caption band) up to `LANDSCAPE_FEW` people
 * standing whole (a barber at the chair, a forklift driver, two friends toasting) are framed medium-wide, as a
 * photographer frames them, not shrunk to stand whole in the middle third: their heads `HEAD_ROOM` below the content
 * area's top, cut by the frame's bottom edge with this share of them showing (mid-thigh in a close shot, about the knees
 * in a medium one, mid-shin in a wide one). A lone standing person's head (hair to chin) was 7.8% of a 16:9 frame's
 * height, the figure 46% of it; now 17–23%. More people (a class, a family) stay as they are.
 */
const LANDSCAPE_SHOWN: Record<Shot, number> = { close: 0.6, medium: 0.7, wide: 0.8 };
/**
 * A front desk's pictures with the guest's case standing by it: cut at the knees, not the waist, so the case's top and handle stay
 * in the frame (whole, as before, they were a narrow strip 28% of a 16:9 content area's width).
 */
const DOWN_TO_THE_CASE: ReadonlySet<string> = new Set(['welcoming-hotel', 'checking-in', ...FRONT_DESK_POSES]);
const CASE_SHOWN = 0.8;
/**
 * How much of a landscape content area's width and height people framed whole fill (a hand-over, a class on its mats, a forklift
 * driver): its height, head room above and the floor below kept, so they are the picture, not figures in a room. Before, a tall
 * frame's medium fill (88% of the height): a hand-over was 67% of a 16:9 frame's height above its caption band; now 72%. A
 * drawn head rising over its picture's top is counted in (as when cut at the knees): the fill leaves little room above it.
 */
const WIDE_WHOLE_FILL: [number, number] = [0.87, 0.94];
const LANDSCAPE_FEW = 2;
/** How far down their picture an upright person's face may start: lower (crouched at a forklift's forks, kneeling), cut at the knees would put the face in the caption band, so they are framed whole. */
const UPRIGHT_FACE = 0.25;
/** Room kept between a subject and the content area's edge, as a share of its shorter side. */
export const SUBJECT_MARGIN = 0.04;
/**
 * The most people a tall frame shows side by side at a counter or table, or as several groups together: more are
 * cropped to the nearest (each group keeping at least one), not shrunk (a row of six behind a counter left each head
 * 4% of the frame's height; three keep it near 10%). One group alone on the floor stands in depth instead (`DEPTH`).
 */
const TALL_ROW = 3;
/** How much of the next member of a group of people hides behind the one before: they stand close; seated, a little apart. */
const MEMBER_OVERLAP = 0.3;
const SEATED_OVERLAP = 0.1;
const HANDHELD_FILL: Record<Shot, [number, number]> = { close: [0.92, 0.9], medium: [0.8, 0.78], wide: [0.68, 0.66] };
/**
 * In a tall content area (9:16) people standing or acting out something are framed full length,
 * as a photographer frames them in a portrait picture: they fill at least three quarters of the
 * content's height, their feet in the band below it (the caption band, where the floor comes
 * towards the camera) rather than leaving that band bare floor. Shares of the content area's width
 * and of its height reaching `PORTRAIT_FOOT_ROOM` of the way down to the frame's bottom edge.
 */
const PORTRAIT_FILL: Record<Shot, [number, number]> = { close: [0.92, 0.94], medium: [0.87, 0.88], wide: [0.82, 0.8] };
export const PORTRAIT_FOOT_ROOM = 0.3;
/** The turn that stands a bouquet's picture (drawn lying diagonally) upright in its bucket, in radians. */
const STOOD_UP = 0.8;
/** How tall a picture drawn from above shows lying flat, seen from a little above: a pan on the hob. */
const FORESHORTENED = 0.42;
/** Things set on a table that lie flat on it, seen from a little above, rather than standing up: a plate, a pizza. */
const FLAT_ON_TABLE: ReadonlySet<string> = new Set(['food', 'container']);
const TABLEWARE: ReadonlySet<Kind> = new Set(['food', 'drink', 'container']);
/** The longest a person is drawn, in units of the main subject; the longest a vehicle beside people (a bus runs off beyond it). */
const PERSON_MOST = 1.7;
const VEHICLE_MOST = 3;
/** A vehicle parked behind people in a tall frame: how much smaller (further off), how far up the floor (in the tallest's heights), how far to one side (in its widths). */
const PARKED = { scale: 0.55, rise: 0.22, shift: 0.18 };
/**
 * Members of a group set back in depth: smaller, their feet higher up the floor (by `rise` of
 * the front one's height: more in a tall frame, whose camera looks further down onto the floor),
 * each centred `spread` to its side (of the front one's width; in a tall frame, of its height,
 * so a barbell held out wide still lets the next lifter stand close behind); done when one row
 * would be `when` times wider (for its height) than the frame leaves room for.
 */
const DEPTH = { scale: 0.86, rise: { tall: 0.42, wide: 0.16 }, spread: { tall: 0.22, wide: 0.6 }, when: 1.5 };
/**
 * At a table or desk in depth: the two at the near side each `apart` of a width from its middle, the one across from them raised
 * `rise` of a height; two alone each `beside` of a width from their middle, the second raised half as much.
 */
const TABLE_DEPTH = { apart: 0.36, beside: 0.36, rise: 0.4 };
/** How much of a counter's front a tall frame shows under the people behind it (the rest runs off below): they, not the counter, are the picture. */
const COUNTER_FRONT = 0.5;
/** How much taller someone before a counter is drawn than whoever serves behind it: a step nearer the camera. */
const ACROSS_NEARER = 1.35;
/** Room kept between two faces side by side, as a share of a person's height. */
const FACE_PAD = 0.04;
/** How much of a table's height shows under the people sitting at it when the camera frames them: its top's edge. */
const TABLE_EDGE = 0.08;

const RELATION_ORDER: RelationKind[] = ['pouring', 'holding', 'on', 'in', 'at', 'leaning', 'under', 'beside', 'in-front-of', 'behind'];

interface Node {
  thing: number;
  picture: string;
  role: PlacedRole;
  w: number;
  h: number;
  /** Centre x and bottom y, in units (y grows downward, the floor at 0). */
  x: number;
  y: number;
  z: number;
  tilt: number;
  span: boolean;
  /** Anchored to the frame's bottom edge after fitting. */
  bleed: boolean;
  /** Hidden below this y (a person behind a counter): the framing counts only what shows. */
  clip?: number;
  /** A person drawn from the waist up. */
  bust?: boolean;
}

/** How far down a person's picture their face ends (its head's whole box), as a share of its height. */
const chinOf = (n: { picture: string }) => {
  const face = bodyFace(n.picture);
  return face.y + face.h;
};

/**
 * The figure a person takes for what the prompt says they do: physical work and care whole, in
 * their trade's dress (else the place's), with the things it is done with; an action's own drawn
 * figure (presenting, waving, serving behind a counter) in their clothes; standing, their own
 * picture unless two turn to each other.
 */
function actionFigure(c: Concept, scene: CompleteScene, upper: boolean, member: number, hidden = upper): { picture: string; figure: Figure } | null {
  const { pose } = scene;
  if (!pose || c.kind !== 'person') return null;
  const action = ACTIONS[pose];
  const figure = figureFor(pose, member);
  // In their own clothes (an office worker's suit), but for physical work their trade's, else the place's.
  const clothes = c.dress ?? bodyDress(c.picture) ?? 'casual';
  // An action's own figure: their trade's clothes, else the place's work clothes; someone in office clothes (an estate agent,
  // a bank adviser) keeps them for what is no manual trade's work (a hand-over, a handshake), not a T-shirt.
  if (action.body) return { picture: bodyPicture(action.body, c.dress ?? WORK_DRESS[scene.setting] ?? (manualWork(pose) ? 'casual' : officeClothes(clothes)), scene.companion ?? undefined), figure };
  if (figure.stem === 'standing' && !action.facing) return null;
  // Two turning to each other do so in profile, from the waist up at a counter (`hidden`: their legs unseen), else whole.
  if (action.facing && !figure.bust) return { picture: bodyPicture(figure.stem, clothes, undefined, hidden), figure };
  if (upper && !figure.bust) return null;
  return { picture: bodyPicture(figure.stem, clothes, undefined, Boolean(figure.bust)), figure };
}

/** Clothes worn for office work: a suit, a receptionist's or an agent's smart top. */
const OFFICE_CLOTHES: ReadonlySet<Dress> = new Set(['suit', 'smart']);
/** Someone's own clothes kept for an action's figure: an office worker's suit (a painter's smart top is no work clothes: everyday ones). */
const officeClothes = (dress: Dress): Dress => (dress === 'suit' ? dress : 'casual');
/** Work that a manual trade does (its worker dressed for it: a labourer's hi-vis, a mechanic's overalls), not done in office clothes. */
const manualWork = (pose: NonNullable<CompleteScene['pose']>) => {
  const worker = ACTIONS[pose].worker;
  return worker !== undefined && !OFFICE_CLOTHES.has(concept(worker).dress ?? 'casual');
};

export function layoutScene(
  scene: CompleteScene,
  area: Box,
  frame: { width: number; height: number },
  framing: Framing,
  aspectOf: (picture: string) => number | undefined,
): Layout {
  const { things, relations } = scene;
  const dir = framing.mirror ? -1 : 1;
  const kinds = things.map((t) => concept(t.concept).kind);
  const hero = Math.max(0, kinds.findIndex((k) => k !== 'surface' && k !== 'hand'));
  const heroSize = concept(things[hero]!.concept).size;
  const relationOf = (i: number) =>
    relations.filter((r) => r.figure === i).sort((a, b) => RELATION_ORDER.indexOf(a.kind) - RELATION_ORDER.indexOf(b.kind))[0];
  const holderOf = (i: number) => relations.find((r) => r.kind === 'holding' && r.figure === i)?.ground;
  const isHeld = (i: number) => holderOf(i) !== undefined;
  // What two say to each other (a speech balloon) is theirs, not held up: it does not take them to the waist up.
  const said = scene.pose && ACTIONS[scene.pose].prop?.how === 'above' ? ACTIONS[scene.pose].prop!.concept : null;
  const holdsSomething = (i: number) => relations.some((r) => r.kind === 'holding' && r.ground === i && things[r.figure]!.concept !== said);
  // What two pass or shake between them is in both their hands; anything else held is up in one hand, on an arm drawn to it.
  const between = scene.pose && ACTIONS[scene.pose].prop?.how === 'between' ? ACTIONS[scene.pose].prop : undefined;
  const holdsUp = (i: number) =>
    relations.some((r) => r.kind === 'holding' && r.ground === i && things[r.figure]!.concept !== said && things[r.figure]!.concept !== between?.concept && !between?.kinds?.includes(kinds[r.figure]!));
  const atSurface = (i: number) => relations.some((r) => r.kind === 'at' && r.figure === i);
  // Sitting in a chair is sitting on it ("a woman sitting in a chair" had stood on its seat).
  const seatOf = (i: number) =>
    kinds[i] === 'person' ? relations.find((r) => (r.kind === 'on' || r.kind === 'in') && r.figure === i && things[r.ground]!.concept in SEATS)?.ground : undefined;
  const seated = (i: number) => seatOf(i) !== undefined;
  /** A person from the waist up behind a thing (a mechanic behind the car, a dentist behind the chair): it hides their lower half. */
  const behindThing = (i: number) => kinds[i] === 'person' && relations.some((r) => r.kind === 'behind' && r.figure === i && kinds[r.ground] !== 'surface');

  // Beside people, a vehicle keeps its true size to them (a car over twice a person's height long), never a toy at their feet:
  // a unit is the hero's size, or, the hero a person from the waist up, what a whole person drawn beside it makes it.
  const withPeople = kinds.some((k) => k === 'person');
  const personMetres = kinds[hero] === 'person' ? Math.max(heroSize, concept('person').size / PERSON_MOST) : heroSize;
  // Beside people, a plate or a cup keeps nearer its true size (a fifth of a person): a third would hide the eater behind it.
  const smallest = (kind: Kind) => (kinds[hero] === 'person' && TABLEWARE.has(kind) ? 0.2 : 0.34);
  /** A thing's longer side in units of the main subject, kept between a third (a fifth for tableware beside people) and one and a half; a drawn person by their picture's own size (`size`): one scale. */
  const longSide = (i: number, size?: number): number => {
    const c = concept(things[i]!.concept);
    const relative = (size ?? c.size) / heroSize;
    if (isHeld(i)) return Math.max(0.5, Math.min(1, relative));
    if (c.kind === 'vehicle' && withPeople) return Math.min(VEHICLE_MOST, (size ?? c.size) / personMetres);
    return Math.max(smallest(c.kind), Math.min(c.kind === 'person' ? PERSON_MOST : 1.25, relative));
  };
  // Clamped in proportion to the surface's real height, so a bench stays lower than a table beside the same cup.
  const surfaceTop = (i: number) => {
    const height = SURFACE_HEIGHT[things[i]!.concept] ?? 0.75;
    return -Math.min((1.7 * height) / SURFACE_HEIGHT.counter!, Math.max(0.55, height / heroSize));
  };

  const shown = tallCrop(scene, area, atSurface);
  const nodes: Node[][] = things.map(() => []);
  const cast = { seed: hashString(`${things.map((t) => t.concept).join(',')}|${scene.setting}|${framing.lead ?? 0}`), next: 0 };
  const make = (thing: number, picture: string, role: PlacedRole, long: number): Node => {
    const a = isDrawn(picture) || role === 'hand' ? drawnAspect(picture) : isBody(picture) ? bodyAspect(picture) : (aspectOf(picture) ?? 1);
    const [w, h] = a >= 1 ? [long, long / a] : [long * a, long];
    return { thing, picture, role, w, h, x: 0, y: 0, z: 0, tilt: 0, span: false, bleed: false };
  };
  // Surfaces first: their tops decide where things rest.
  things.forEach((t, i) => {
    const c = concept(t.concept);
    if (c.kind === 'surface') {
      const span = SPANNING.has(t.concept);
      const top = surfaceTop(i);
      nodes[i] = [{ thing: i, picture: c.picture, role: 'surface', w: span ? 0 : 1, h: -top, x: 0, y: 0, z: 10, tilt: 0, span, bleed: false }];
      return;
    }
    if (c.kind === 'hand') return;
    const single = c.kind === 'person' && scene.pose !== null && Boolean(ACTIONS[scene.pose].single);
    const members = single ? 1 : framing.solo && c.kind === 'person' ? Math.min(t.count, (scene.pose && ACTIONS[scene.pose].people) || 1) : Math.max(1, shown[i] ?? t.count);
    const lead = framing.lead ?? 0;
    const upper = c.kind === 'person' && (holdsSomething(i) || atSurface(i) || seated(i) || Boolean(c.bust));
    const base = upper && c.upper ? c.upper : c.picture;
    nodes[i] = Array.from({ length: members }, (_, m) => {
      // Something passes between two: the others of a group look on, not a chain of hands.
      const acting = actionFigure(c, t.watching || (between && m > 0) ? { ...scene, pose: null } : scene, upper, m + lead, atSurface(i) || seated(i) || Boolean(c.bust));
      // Each person drawn gets a look of their own: the scene's people seeded by what it shows, recast with another lead.
      const chosen = acting?.picture ?? base;
      // Someone the prompt calls young is a child, drawn a child's build and height in a child's clothes; so are a family's last members.
      const young = Boolean(t.young) || (members > 1 && m >= members - (c.children ?? 0));
      const posed = asChild(m === 0 && holdsUp(i) ? reposed(chosen, 'holding') : chosen, young);
      const picture = withLook(posed, lookCode(cast.seed, cast.next++, t.gender ?? c.cast ?? (young ? 'child' : 'any')));
      const size = isBody(picture) && c.kind === 'person' ? bodyLength(picture) : acting?.figure.size;
      const node = make(i, picture, 'subject', longSide(i, size) * (m === 0 ? 1 : 0.94));
      node.bust = c.kind === 'person' && (acting ? Boolean(acting.figure.bust) : upper);
      return node;
    });
  });

  // A baby is in the arms of the first grown-up with it, in a pram when they walk: not drawn apart (alone, it sleeps in its cot).
  const carer = things.findIndex((t, i) => kinds[i] === 'person' && !t.young && nodes[i]!.length > 0);
  const carrying = carer >= 0 ? carried(nodes[carer]![0]!.picture) : null;
  if (carrying && things.some((t) => concept(t.concept).baby)) {
    const held = nodes[carer]![0]!;
    nodes[carer]![0] = { ...make(carer, carrying, 'subject', longSide(carer, bodyLength(carrying))), bust: held.bust };
    things.forEach((t, i) => {
      if (concept(t.concept).baby) nodes[i] = [];
    });
  }

  const gap = 0.14;
  // What each person stands or sits on for their action: they keep apart, one to a mat.
  const underfoot = scene.pose ? ACTIONS[scene.pose].underfoot : undefined;
  // A mat runs away from the camera under its person: about as wide as they are sitting, a little wider than their stance.
  const matWidth = (n: Node) => Math.max(n.w * 0.95, n.h * 0.62);
  const portrait = area.h > area.w;
  /** How far down a tall frame whole-body people may stand: into the band below the content area. */
  const portraitArea = { ...area, h: area.h + Math.max(0, frame.height - area.y - area.h) * PORTRAIT_FOOT_ROOM };
  /** The space after node a when b follows it: members of one group of people stand close, each a little behind the one before. */
  const spacing = (a: Node, b: Node | undefined) =>
    b && a.thing === b.thing && kinds[a.thing] === 'person'
      ? underfoot
        ? (matWidth(a) - a.w) / 2 + (matWidth(b) - b.w) / 2 + gap * 0.3
        : -a.w * (a.bust || atSurface(a.thing) ? SEATED_OVERLAP : MEMBER_OVERLAP)
      : gap;
  /** Lays nodes side by side on the line y, centred on cx. */
  const row = (list: Node[], y: number, cx: number, z: number) => {
    const ordered = dir > 0 ? list : [...list].reverse();
    const total = ordered.reduce((s, n, k) => s + n.w + (k < ordered.length - 1 ? spacing(n, ordered[k + 1]) : 0), 0);
    let x = cx - total / 2;
    for (const [k, n] of ordered.entries()) {
      n.x = x + n.w / 2;
      n.y = y;
      n.z = z - (list.indexOf(n) > 0 && list[list.indexOf(n) - 1]!.thing === n.thing ? list.indexOf(n) * 0.01 : 0);
      x += n.w + spacing(n, ordered[k + 1]);
    }
    return total;
  };

  // Which things rest on which surface, stand at it, or stand on the floor.
  const onTop = new Map<number, number[]>();
  const behindSurface = new Map<number, number[]>();
  const floor: number[] = [];
  const attached: { child: number; kind: RelationKind; ground: number }[] = [];
  things.forEach((_, i) => {
    if (kinds[i] === 'hand' || kinds[i] === 'surface') return;
    const r = relationOf(i);
    const groundKind = r ? kinds[r.ground] : undefined;
    if (!r) floor.push(i);
    else if ((r.kind === 'on' || r.kind === 'in') && groundKind === 'surface') onTop.set(r.ground, [...(onTop.get(r.ground) ?? []), i]);
    else if (r.kind === 'at' && groundKind === 'surface') behindSurface.set(r.ground, [...(behindSurface.get(r.ground) ?? []), i]);
    else if (r.kind === 'leaning' && groundKind === 'surface') floor.push(i);
    else attached.push({ child: i, kind: r.kind, ground: r.ground });
  });
  // Things beside, leaning on or pouring into a thing on a surface share that surface.
  const surfaceOf = (i: number): number | undefined => {
    for (const [s, list] of onTop) if (list.includes(i)) return s;
    return undefined;
  };
  for (const a of [...attached]) {
    const s = surfaceOf(a.ground);
    if ((a.kind === 'beside' || a.kind === 'leaning') && s !== undefined) {
      const list = onTop.get(s)!;
      list.splice(list.indexOf(a.ground) + 1, 0, a.child);
      attached.splice(attached.indexOf(a), 1);
    } else if ((a.kind === 'beside' || a.kind === 'leaning') && floor.includes(a.ground)) {
      floor.splice(floor.indexOf(a.ground) + 1, 0, a.child);
      attached.splice(attached.indexOf(a), 1);
    }
  }

  const flat = (list: number[]) => list.flatMap((i) => nodes[i]!);
  // Surface tops: the things on them in a row; finite surfaces (a table) as wide as their row.
  for (const [s, list] of onTop) {
    const surface = nodes[s]![0]!;
    const width = row(flat(list.filter((i) => !isHeld(i))), -surface.h, 0, 20);
    // A bench keeps its proportions, long and low, however little stands on it (else it reads as a table).
    if (!surface.span) surface.w = Math.max(width + 0.5, 1.2, surface.picture === 'bench' ? surface.h * drawnAspect('bench') : 0);
  }
  // The floor row: free things, finite surfaces, things leaning on a wall.
  const floorNodes = [...flat(floor.filter((i) => !isHeld(i))), ...things.flatMap((_, i) => (kinds[i] === 'surface' && !nodes[i]![0]!.span ? nodes[i]! : []))];
  row(floorNodes, 0, 0, 30);
  for (const [s, list] of onTop) {
    const surface = nodes[s]![0]!;
    if (surface.span) continue;
    const shift = surface.x;
    for (const n of flat(list)) n.x += shift;
  }
  for (const i of floor) {
    const r = relationOf(i);
    if (r?.kind === 'leaning') for (const n of nodes[i]!) n.tilt = dir * 0.05;
  }
  // People alone on the floor, too wide for the frame in one row (three in a tall frame, two
  // lifting a barbell, three on their mats), stand in depth: the first in front, the others set
  // back to either side behind them, so the group uses the frame's height as well as its width.
  // Those further back are smaller in the same proportion (units stay metres at the front).
  /** A group `w` wide and `h` high (in units) that one row would leave small: far wider for its height than the frame's fill. */
  const tooWide = (w: number, h: number) => {
    const [fw, fh] = portrait ? PORTRAIT_FILL[framing.shot] : landscapeFill(FILL[framing.shot], area);
    const into = portrait ? portraitArea : area;
    return w / h > DEPTH.when * ((fw * into.w) / (fh * into.h));
  };
  // One group on the floor, whatever else stands there (a water bottle beside the group): those set back leave its row,
  // the rest closing up around the front one (beside a bottle, a row of three in a tall frame had heads 2.4% of it high).
  const groups = floor.filter((i) => kinds[i] === 'person');
  const together = groups.length === 1 ? nodes[groups[0]!]! : [];
  if (together.length >= 2 && !together.some((n) => n.bust)) {
    const line = boundsOf(underfoot ? together.map((n) => ({ ...n, w: matWidth(n) })) : together);
    if (tooWide(line.right - line.left, line.bottom - line.top)) {
      const [front, ...back] = together;
      row(floorNodes.filter((n) => !back.includes(n)), 0, 0, 30);
      back.forEach((n, k) => {
        n.w *= DEPTH.scale;
        n.h *= DEPTH.scale;
        const side = (k % 2 === 0 ? 1 : -1) * dir;
        // In a tall frame each stands a row further back, zig-zagging; in a wide one two to a row.
        const row = portrait ? 1 + k : 1 + Math.floor(k / 2);
        n.x = front!.x + side * (portrait ? front!.h * DEPTH.spread.tall : front!.w * DEPTH.spread.wide) * row;
        n.y = -front!.h * DEPTH.rise[portrait ? 'tall' : 'wide'] * row;
        n.z = front!.z - 1 - k;
      });
    }
  }
  // A vehicle beside people, their row too wide for a tall frame (a car side on by a person: the person a tenth of its height),
  // is parked a few steps behind them: smaller in the same proportion, higher up the floor, its middle behind theirs.
  const parked = flat(floor.filter((i) => kinds[i] === 'vehicle' && !isHeld(i)));
  const beside = flat(floor.filter((i) => kinds[i] === 'person'));
  const parkedRow = boundsOf(floorNodes);
  if (portrait && parked.length > 0 && beside.length > 0 && tooWide(parkedRow.right - parkedRow.left, parkedRow.bottom - parkedRow.top)) {
    row(floorNodes.filter((n) => !parked.includes(n)), 0, 0, 30);
    const front = boundsOf(beside);
    const tallest = Math.max(...beside.map((n) => n.h));
    for (const n of parked) {
      n.w *= PARKED.scale;
      n.h *= PARKED.scale;
      n.x = (front.left + front.right) / 2 + dir * n.w * PARKED.shift;
      n.y = -tallest * PARKED.rise;
      n.z = Math.min(...beside.map((p) => p.z)) - 1;
    }
  }
  // Each person acting on a mat has their own under them, a little in front of where they sit.
  const mats: Node[] = [];
  if (underfoot) {
    for (const i of floor) {
      if (kinds[i] !== 'person') continue;
      for (const n of nodes[i]!) {
        const w = matWidth(n);
        const h = w / drawnAspect(underfoot);
        mats.push({ thing: i, picture: underfoot, role: 'underfoot', w, h, x: n.x, y: n.y + h * 0.22, z: n.z - 0.5, tilt: 0, span: false, bleed: false });
      }
    }
  }
  // People at a counter or desk stand behind it, their lower half hidden; behind what stands on it.
  for (const [s, list] of behindSurface) {
    const surface = nodes[s]![0]!;
    const people = flat(list);
    const onIt = flat(onTop.get(s) ?? []);
    const centre = onIt.length > 0 ? (Math.min(...onIt.map((n) => n.x - n.w / 2)) + Math.max(...onIt.map((n) => n.x + n.w / 2))) / 2 : surface.x;
    const backdrop = attached.find((x) => x.kind === 'behind' && x.ground === s);
    // Beside what is on the counter, on the side away from a pour or a screen behind; around a table, behind what is on it.
    const table = !surface.span;
    const aside = backdrop ? (nodes[backdrop.child]![0]?.w ?? 0) * 0.5 + people.reduce((w, n) => w + n.w, 0) * 0.35 : onIt.length > 0 && !table ? 0.45 : 0;
    const span = row(people, 0, centre + dir * aside, 5);
    // Behind a counter from the waist up; at a table the top of the chest shows too (a drawn person, the counter at their hips, the table at their chest: seated).
    const sunk = (n: Node) => (isBody(n.picture) ? bodyLevel(n.picture, HIDDEN_BELOW[table ? 'table' : 'counter']) : table ? 0.14 : 0.3);
    for (const n of people) {
      n.y = -surface.h + n.h * sunk(n);
      n.clip = -surface.h;
    }
    // Two or three at a desk or table, too wide in a row for the frame, sit in depth: two at the near
    // side, the third across from them (or the second, beside the first), set back: smaller, higher, seen between them.
    if (people.length >= 2 && people.length <= 3 && tooWide(span, people[0]!.h * (1 - sunk(people[0]!)))) {
      const [a, b, c] = people as [Node, Node, Node | undefined];
      const mid = ((c ?? b).x + a.x) / 2;
      const front = c ? [a, c] : [a];
      // Far enough apart that the face of the one across shows whole between theirs: no face covers another.
      const faceGap = (bodyFace(a.picture).w * (1 + DEPTH.scale)) / 2 + FACE_PAD * (a.h / a.w);
      const apart = Math.max(c ? TABLE_DEPTH.apart : TABLE_DEPTH.beside, c ? faceGap : faceGap / 2);
      front.forEach((n, k) => (n.x = mid + (k === 0 ? -1 : 1) * dir * n.w * apart));
      b.w *= DEPTH.scale;
      b.h *= DEPTH.scale;
      b.x = c ? mid : mid + dir * a.w * apart;
      // Raised by their own height's share: a child set back stays a child's height, not level with a grown-up.
      b.y = -surface.h + b.h * sunk(b) - (b.h / DEPTH.scale) * (c ? TABLE_DEPTH.rise : TABLE_DEPTH.rise / 2);
      // Drawn from the waist up, they rise no higher than keeps the cut at their waist behind the surface's top (it had floated above a counter).
      if (cutAtWaist(b.picture)) b.y = Math.max(b.y, -surface.h);
      b.z = a.z - 1;
      // The first one's raised hand reaches towards the other at the near side: that one sits in front of it, not under it.
      if (c) c.z = a.z + 0.5;
    }
    // A table seats everyone at it: as wide as the group, and then some.
    const seatedSpan = boundsOf(people);
    if (table) surface.w = Math.max(surface.w, (seatedSpan.right - seatedSpan.left) * 1.15);
  }

  // Attachments, in relation order: a thing placed relative to one already placed.
  const placedAt = (i: number) => nodes[i]![0];
  const extra: Node[] = [];
  const pours: { from: Point; to: Point; colour: string; source: Node; target: Node }[] = [];
  for (const kind of RELATION_ORDER) {
    for (const a of attached.filter((x) => x.kind === kind)) {
      const ground = placedAt(a.ground);
      const list = nodes[a.child]!;
      if (!ground || list.length === 0) continue;
      const child = list[0]!;
      switch (kind) {
        case 'in': {
          if (concept(things[a.ground]!.concept).cooks) {
            list.length = 0;
            break;
          }
          // Into a wood-fired oven: lying flat in its glowing mouth, on its way in.
          if (ground.picture === 'oven') {
            const scale = (ground.w * OVEN_MOUTH.w * 0.9) / child.w;
            child.w *= scale;
            child.h *= scale * (concept(things[a.child]!.concept).topDown ? 1 : FORESHORTENED);
            child.x = ground.x - ground.w / 2 + ground.w * OVEN_MOUTH.x;
            child.y = ground.y - ground.h * 0.16;
            child.z = ground.z + 1;
            break;
          }
          // Standing in its own container (a bouquet in its bucket), it is stood up, stems down, and rises out of it.
          const stood = concept(things[a.child]!.concept).standsIn === things[a.ground]!.concept;
          const scale = Math.min(1, (ground.w * (stood ? 1.5 : 0.85)) / child.w);
          child.w *= scale;
          child.h *= scale;
          // Turned about its bottom centre, a bouquet's head swings to the side: it starts as far the other way, over the bucket's middle.
          child.x = ground.x - (stood ? dir * child.w * 0.38 : 0);
          child.y = ground.y - ground.h * (stood ? 0.45 : 0.55);
          child.z = ground.z - 1;
          if (stood) child.tilt = dir * STOOD_UP;
          break;
        }
        case 'on':
          if (seated(a.child)) {
            sitOn(child, ground, SEATS[things[a.ground]!.concept]!, dir);
            break;
          }
          if (kinds[a.ground] === 'container') {
            // On a plate or a tray (drawn face on): served in the middle of it, not balanced on its rim.
            const scale = Math.min(1, (ground.w * 0.8) / child.w);
            child.w *= scale;
            child.h *= scale;
            child.x = ground.x;
            child.y = ground.y - ground.h * 0.2;
            child.z = ground.z + 1;
            break;
          }
          // Lying on its ground and seen from the side, a picture drawn from above is foreshortened.
          if (concept(things[a.child]!.concept).topDown) child.h *= FORESHORTENED;
          child.x = ground.x;
          child.y = ground.y - ground.h * 0.92 + (concept(things[a.child]!.concept).topDown ? child.h * 0.3 : 0);
          child.z = ground.z + 1;
          break;
        case 'under':
          child.x = ground.x;
          child.y = ground.span ? 0 : ground.y;
          child.z = ground.z + 1;
          break;
        case 'in-front-of':
          child.x = ground.x + dir * ground.w * 0.3;
          child.y = ground.y + ground.h * 0.12;
          child.z = ground.z + 2;
          break;
        case 'behind':
          if (ground.span) {
            // Behind a counter or desk: on the floor at one side, behind whoever stands at it.
            child.x = -dir * child.w * 0.6;
            child.y = -ground.h * 0.55;
            child.z = 2;
            break;
          }
          child.x = ground.x - dir * ground.w * 0.4;
          // From the waist up, their waist is hidden low behind it, their face above its top.
          child.y = child.bust ? Math.min(ground.y - ground.h * 0.3, ground.y - ground.h + child.h * (1 - chinOf(child) - FACE_PAD)) : ground.y - ground.h * 0.12;
          child.z = ground.z - 2;
          if (child.bust) child.clip = child.y;
          break;
        case 'beside':
        case 'leaning':
        case 'at':
          child.x = ground.x + dir * (ground.w / 2 + child.w / 2 + (kind === 'leaning' ? -child.w * 0.2 : gap));
          child.y = ground.y;
          child.z = ground.z + (kind === 'leaning' ? 1 : 0);
          if (kind === 'leaning') child.tilt = -dir * 0.08;
          break;
        case 'pouring': {
          // The vessel the liquid pours from, tilted over the receiver.
          const liquid = concept(things[a.child]!.concept);
          const source = make(a.child, liquid.pours?.from ?? 'jug', 'pourer', Math.max(ground.w, ground.h) * 1.05);
          source.x = ground.x - dir * (ground.w * 0.5 + source.w * 0.2);
          source.y = ground.y - ground.h * 1.35;
          source.z = ground.z + 1;
          source.tilt = dir * 0.62;
          extra.push(source);
          list.length = 0;
          pours.push({ from: { x: 0, y: 0 }, to: { x: 0, y: 0 }, colour: liquid.pours?.colour ?? '#ffffff', source, target: ground });
          break;
        }
        case 'holding':
          break;
      }
      for (const [m, n] of list.entries()) if (m > 0) Object.assign(n, { x: child.x + dir * m * child.w * 0.7, y: child.y, z: child.z - m });
    }
  }

  // What stands on a table or desk never hides the face of someone at it: on a table it stays below
  // their chins (a dish lying flat, seen from a little above; a cup smaller), on a desk or counter it moves aside of the face.
  const shiftThing = (i: number, dx: number) => {
    for (const n of nodes[i]!) n.x += dx;
    for (const p of pours) if (p.target.thing === i) p.source.x += dx;
    for (const a of attached) if (a.ground === i) shiftThing(a.child, dx);
  };
  for (const [s, list] of behindSurface) {
    const faceNodes = flat(list).map((n) => faceOf({ x: n.x - n.w / 2, y: n.y - n.h, w: n.w, h: n.h }, n.picture, dir));
    for (const i of (onTop.get(s) ?? []).filter((i) => !isHeld(i))) {
      for (const n of nodes[i]!) {
        const covered = faceNodes.filter((f) => overlaps(f, { x: n.x - n.w / 2, y: n.y - n.h, w: n.w, h: n.h }));
        if (covered.length === 0) continue;
        const face = covered.reduce((a, f) => (f.y + f.h > a.y + a.h ? f : a));
        const room = n.y - (face.y + face.h);
        if (!nodes[s]![0]!.span && room > 0) {
          if (FLAT_ON_TABLE.has(kinds[i]!) && !concept(things[i]!.concept).topDown) n.h *= FORESHORTENED;
          const scale = Math.min(1, room / n.h);
          n.w *= scale;
          n.h *= scale;
          continue;
        }
        const faceX = face.x + face.w / 2;
        const side = n.x >= faceX ? 1 : -1;
        shiftThing(i, side > 0 ? face.x + face.w + n.w / 2 + gap * 0.2 - n.x : face.x - n.w / 2 - gap * 0.2 - n.x);
      }
    }
  }

  // Held things are gripped by a hand reaching up from below the frame; held by a person, they go with them.
  const hands: { hand: Node; held: Node; holder: Node[] | null }[] = [];
  things.forEach((_, i) => {
    const holder = holderOf(i);
    if (holder === undefined || nodes[i]!.length === 0) return;
    const held = nodes[i]![0]!;
    const on = surfaceOf(i);
    held.x = on !== undefined ? held.x : 0;
    held.y = on !== undefined ? -nodes[on]![0]!.h - held.h * 0.25 : -held.h * 0.35;
    held.z = 40;
    const hand = make(i, 'hand', 'hand', held.w * 1.25);
    hand.z = 41;
    hand.bleed = true;
    const person = kinds[holder] === 'person' ? nodes[holder]! : null;
    if (person) {
      held.bleed = true;
      for (const p of person) p.z = 8;
    }
    hands.push({ hand, held, holder: person });
  });
  // A seated person is in front of their seat's back, whatever else moved them back; on a bench
  // (a surface, laid out as a row on its top) they sink onto its seat, the bench wide enough for three.
  things.forEach((_, i) => {
    const seat = seatOf(i);
    if (seat === undefined) return;
    const ground = nodes[seat]![0]!;
    if (kinds[seat] === 'surface') {
      const person = nodes[i]![0]!;
      ground.w = Math.max(ground.w, person.w * SEATS[things[seat]!.concept]!.span);
      person.x = ground.x - dir * (ground.w - person.w) * 0.22;
      person.y = ground.y - ground.h + person.h * SINK;
    }
    for (const n of nodes[i]!) n.z = ground.z + 1;
  });
  // People drawn from the waist up with no counter in front of them are cut by the frame's bottom edge.
  things.forEach((_, i) => {
    if (kinds[i] !== 'person' || atSurface(i) || seated(i) || behindThing(i)) return;
    // Nearest the camera, they are drawn over what stands behind them (a presenter before their board, the counter a customer stands at).
    const across = relations.some((r) => r.kind === 'in-front-of' && r.figure === i && kinds[r.ground] === 'surface');
    for (const n of nodes[i]!) if (n.bust) Object.assign(n, { bleed: true, z: holdsSomething(i) && !across ? n.z : NEAREST_Z });
  });

  // Fit the group (without spanning surfaces and what stands along the bottom edge) into the content
  // area, or into its upper half when people stand along the bottom.
  const all = [...nodes.flat(), ...extra, ...mats];
  const people = all.filter((n) => n.bleed && n.role === 'subject' && kinds[n.thing] === 'person');
  const group = all.filter((n) => !n.span && !n.bleed && n.role !== 'surface');
  const framed = group.length > 0 ? group : all.filter((n) => !n.span && !n.bleed);
  // A tall frame shows a job wider than high (a plumber at the sink) filling it: whoever looks on stands at its edge, partly cropped.
  const job = portrait ? framed.find((n) => n.role === 'subject' && isBody(n.picture) && !facesViewer(n.picture) && n.w > n.h && !things[n.thing]!.watching) : undefined;
  const onlookers = job ? framed.filter((n) => n.role === 'subject' && things[n.thing]!.watching) : [];
  for (const n of onlookers) Object.assign(n, { x: job!.x + Math.sign(n.x - job!.x || dir) * (job!.w / 2 + n.w * ONLOOKER_OUT - n.w / 2), z: job!.z - 1 });
  const bounds = boundsOf(framed.length > 0 ? framed.filter((n) => !onlookers.includes(n)) : [{ x: 0, y: 0, w: 1, h: 1 } as Node]);
  // People in water (a swimming lesson): framed to a little below its surface, the water under them running off the frame into the pool's.
  const wet = framed.filter((n) => n.role === 'subject' && isBody(n.picture) && bodyFramedShare(n.picture) < 1);
  if (wet.length > 0 && wet.length === framed.length) bounds.bottom = Math.max(...wet.map((n) => n.y - n.h + n.h * bodyFramedShare(n.picture)));
  // Someone framed with the group who holds something up keeps room on their hand's side for it, beside their face.
  for (const { holder } of hands) {
    const body = holder?.[0];
    if (!body || body.bleed) continue;
    if (dir > 0) bounds.right = Math.max(bounds.right, body.x + body.w / 2 + body.h * HELD_ROOM);
    else bounds.left = Math.min(bounds.left, body.x - body.w / 2 - body.h * HELD_ROOM);
  }
  // A tall frame shows the people at a table with the table, down to its feet, as it shows people standing full length.
  const tableGroup = portrait && people.length === 0 && [...behindSurface.keys()].some((s) => !nodes[s]![0]!.span);
  // People behind a counter or desk fill a tall frame as a table group does, the counter's front below them running off its bottom edge.
  const counters = portrait && people.length === 0 ? [...behindSurface.keys()].filter((s) => nodes[s]![0]!.span) : [];
  const counterGroup = counters.length > 0;
  for (const s of counters) bounds.bottom = Math.max(bounds.bottom, -nodes[s]![0]!.h * (1 - COUNTER_FRONT));
  for (const s of all.filter((n) => n.role === 'surface' && !n.span)) {
    // A table shows its top and some of its legs; across a wide frame the people at it are the picture, its legs run on below.
    const seats = behindSurface.has(s.thing);
    bounds.bottom = Math.max(bounds.bottom, s.y - s.h + (tableGroup ? s.h : Math.min(s.h, seats ? TABLE_EDGE : 0.5)));
  }
  // One or two people standing whole across a landscape frame: medium-wide, cut by its bottom edge (LANDSCAPE_SHOWN).
  const standing = framed.filter((n) => n.role === 'subject' && kinds[n.thing] === 'person');
  const cropped =
    isLandscape(area) && people.length === 0 && standing.length >= 1 && standing.length <= LANDSCAPE_FEW && standing.every((n) => n.clip === undefined && !n.bust && !seated(n.thing) && bodyFace(n.picture).y <= UPRIGHT_FACE && !atTheirFeet(n.picture)) && !onAMat(scene.pose);
  // People alone on the floor: a tall frame shows them full length, down into the band below the content area.
  const wholeOnFloor = people.length === 0 && framed.some((n) => kinds[n.thing] === 'person') && framed.every((n) => (kinds[n.thing] === 'person' && n.clip === undefined) || n.role === 'underfoot');
  const fullLength = tableGroup || counterGroup || (portrait && wholeOnFloor);
  // A wide frame not cutting them at its bottom edge (a class on its mats, a swim lesson, a desk welcome, a hand-over) fills its
  // content area's height with them, whole above the caption band, at any shot (WIDE_WHOLE_FILL).
  const wholeInWide = wholeOnFloor && !portrait && !cropped;
  // So do people at a counter, desk or table across a wide frame, their heads near its top and its front running off below (before: 51% of a 16:9 frame's height above its caption band for those behind a desk; now 72%).
  const atCounterInWide = !portrait && people.length === 0 && behindSurface.size > 0;
  // A table group's table stands to its feet at the frame's bottom edge, the caption band over its legs: the eaters above it larger, the table lower.
  const tableArea = { ...area, h: frame.height - area.y };
  const fitArea = people.length > 0 && framed.length > 0 ? { ...area, h: area.h * 0.5 } : tableGroup ? tableArea : fullLength ? portraitArea : area;
  // A device held up alone stays large enough to read its app, even in a wide shot...
  const handheld = framed.length === 1 && kinds[framed[0]!.thing] === 'device' && isHeld(framed[0]!.thing);
  // So does a seated person: a wide shot of a sofa would leave them a small figure in a room.
  const seatedGroup = things.some((_, i) => seated(i));
  // A group of people is the picture: never framed smaller than a medium shot (three friends at a table would be a few faces);
  // so is anyone at a desk or table, whose lower half it hides.
  const crowd = things.reduce((n, t, i) => n + (kinds[i] === 'person' ? t.count : 0), 0) >= 2 || behindSurface.size > 0;
  // And so is someone drawn whole at physical work (lifting a box, drying a dog on the table): what they do must read at a glance,
  // never from further than a medium shot.
  const atWork = framed.some((n) => n.role === 'subject' && isBody(n.picture));
  // Something handed over between two is the picture: framed close, the two whole.
  const handing = framed.some((n) => n.role === 'subject' && HANDED_OVER.has(bodyPose(n.picture)?.pose ?? ''));
  const shot = handing ? 'close' : atWork && framing.shot === 'wide' ? 'medium' : framing.shot;
  const shotFill = handheld || seatedGroup || atWork ? HANDHELD_FILL[shot] : crowd && framing.shot === 'wide' ? FILL.medium : FILL[framing.shot];
  const [fw, fh] = fullLength ? PORTRAIT_FILL[shot] : wholeInWide || atCounterInWide ? WIDE_WHOLE_FILL : landscapeFill(shotFill, area);
  // Their heads at the content area's top: a drawn head's hair may rise above its picture's bounds.
  if (cropped || wholeInWide) bounds.top = Math.min(bounds.top, ...standing.map((n) => n.y - n.h + n.h * bodyFace(n.picture).y));
  // Framed full length, a face still ends above the content area's bottom: the caption band below is for feet and floor.
  const chins = framed.filter((n) => n.role === 'subject' && kinds[n.thing] === 'person').map((n) => n.y - n.h + n.h * chinOf(n) - bounds.top);
  const chin = Math.max(0, ...chins);
  const margin = Math.min(area.w, area.h) * SUBJECT_MARGIN;
  const byWidth = (fitArea.w * fw) / Math.max(bounds.right - bounds.left, 1e-3);
  const headTop = area.y + area.h * HEAD_ROOM;
  const areaBottom = area.y + area.h;
  // What they work with on the floor (a box at their feet, a mat) stays whole above the caption band, and so does every face.
  const keptBottoms = framed.filter((n) => !standing.includes(n)).map((n) => n.y - bounds.top);
  const caseShown = standing.some((n) => DOWN_TO_THE_CASE.has(bodyPose(n.picture)?.pose ?? ''));
  const fitted = cropped
    ? Math.min(
        byWidth,
        (frame.height - headTop) / Math.max((caseShown ? Math.max(CASE_SHOWN, LANDSCAPE_SHOWN[framing.shot]) : LANDSCAPE_SHOWN[framing.shot]) * (bounds.bottom - bounds.top), 1e-3),
        chin > 0 ? (areaBottom - headTop) / chin : Infinity,
        ...keptBottoms.map((b) => (areaBottom - margin - headTop) / Math.max(b, 1e-3)),
      )
    : Math.min(byWidth, (fitArea.h * fh) / Math.max(bounds.bottom - bounds.top, 1e-3), chin > 0 ? (areaBottom - fitArea.y) / chin : Infinity);
  // A wide picture alone in a tall frame (a car's wheel changed), short of its bleed's height, is framed closer: its ends off the frame's sides, what it is about inside.
  const lone = framed.filter((n) => n.role !== 'underfoot');
  const drawsOthers = Boolean(scene.pose && (ACTIONS[scene.pose].drawsPartner || ACTIONS[scene.pose].drawsGroup)) || lone.some((n) => bodyPose(n.picture)?.animal);
  // A class in a row keeps only its leader inside, and is framed taller (ROW_BLEED).
  const taught = taughtRow(scene.pose);
  const atWorkTogether = workingGroup(scene.pose);
  const reach = taught ? ROW_BLEED : { height: atWorkTogether ? ROW_BLEED.height : bleedHeight(scene.pose, lone[0]?.picture ?? ''), width: BLEED_WIDTH };
  const kept = portrait && fullLength && !tableGroup && !counterGroup && lone.length === 1 && onlookers.length === 0 ? keptSpan(lone[0]!, dir, drawsOthers && !taught, atWorkTogether) : null;
  const k = kept
    ? Math.max(
        fitted,
        Math.min(
          (frame.height * reach.height) / Math.max(bounds.bottom - bounds.top, 1e-3),
          (fitArea.h * fh) / Math.max(bounds.bottom - bounds.top, 1e-3),
          chin > 0 ? (areaBottom - fitArea.y) / chin : Infinity,
          (area.w - 2 * margin) / Math.max(kept.right - kept.left, 1e-3),
          (frame.width * reach.width) / Math.max(bounds.right - bounds.left, 1e-3),
        ),
      )
    : fitted;
  const groupW = (bounds.right - bounds.left) * k;
  /** A bled picture, centred, slides as little as brings what it is about inside the content area. */
  const bled = (x: number): number => {
    if (!kept) return x;
    const mid = (bounds.left + bounds.right) / 2;
    const [left, right] = [x + (kept.left - mid) * k, x + (kept.right - mid) * k];
    return x + Math.max(0, area.x + margin - left) - Math.max(0, right - (area.x + area.w - margin));
  };
  const groupH = (bounds.bottom - bounds.top) * k;
  // Someone along the bottom beside what is framed (a presenter and their board) has it on their hand's side, and stands off to the other.
  const presented = people.some((n) => relations.some((r) => r.kind === 'beside' && r.figure === n.thing));
  const side = presented ? dir * 0.25 : framing.side * 0.17;
  const cx = bled(clamp(area.x + area.w * (0.5 + side), area.x + margin + groupW / 2, area.x + area.w - margin - groupW / 2));
  // Cropped, taller than the content area, their heads stay at its top.
  const settled = fitArea.y + (fitArea.h - groupH) * 0.6;
  const top = Math.min(cropped ? Math.max(headTop, settled) : settled, areaBottom - chin * k);
  const toX = (x: number) => cx + (x - (bounds.left + bounds.right) / 2) * k;
  const toY = (y: number) => top + (y - bounds.top) * k;
  const boxOf = (n: Node): Box => ({ x: toX(n.x - n.w / 2), y: toY(n.y - n.h), w: n.w * k, h: n.h * k });

  const placed: Placed[] = [];
  const isPersonNode = (n: Node) => n.role === 'subject' && kinds[n.thing] === 'person';
  const put = (n: Node, box: Box, cut = n.clip !== undefined && n.role === 'subject' ? toY(n.clip) : undefined) =>
    placed.push({
      thing: n.thing, picture: n.picture, role: n.role, box, z: n.z, tilt: n.tilt, span: n.span,
      ...(cut !== undefined ? { clipBottom: cut } : {}),
      ...(isPersonNode(n) ? { face: faceOf(box, n.picture, dir) } : {}),
      ...(kept && n === lone[0] ? { kept: { left: toX(kept.left), right: toX(kept.right) } } : {}),
    });
  for (const n of all) {
    if (n.bleed) continue;
    // A spanning surface runs down to the floor, or off the frame when the floor is below it.
    // Framed with the people behind it in a tall frame, a counter's front runs off the bottom edge: no strip of bare floor under it.
    const foot = counters.includes(n.thing) ? frame.height * 1.05 : Math.min(toY(0), frame.height * 1.05);
    if (n.span) put(n, { x: -frame.width * 0.25, y: toY(n.y - n.h), w: frame.width * 1.5, h: Math.max(foot - toY(n.y - n.h), 1) });
    else put(n, boxOf(n));
  }

  // People along the bottom edge, in a row, their heads in the content area (below the group, if any).
  const boxes = new Map<Node, Box>();
  if (people.length > 0) {
    const top = framed.length > 0 ? area.y + area.h * 0.46 : area.y + area.h * 0.08;
    const holding = hands.some((h) => h.holder !== null);
    // Cut at the waist by the frame's bottom, never at the head or chest by its sides: the row fits the
    // content area's width (a hand held out beside its holder too), and sinks to keep its waist below the frame.
    const room = area.w * (holding ? HOLDER_WIDTH : 1) - 2 * margin;
    const tall = (frame.height - top) / 0.92;
    const overlap = people.length > 1 ? 1 - MEMBER_OVERLAP : 1;
    const span = (h: number) => people.reduce((a, n, m) => a + h * (n.w / n.h) * (m < people.length - 1 ? overlap : 1), 0);
    // Before a counter, someone stands a little nearer the camera than whoever serves behind it: not a giant in front of a small figure.
    const served = people.filter((n) => relations.some((r) => r.kind === 'in-front-of' && r.figure === n.thing && kinds[r.ground] === 'surface'));
    const server = framed.find((n) => n.role === 'subject' && kinds[n.thing] === 'person');
    const nearer = served.length > 0 && server ? boxOf(server).h * ACROSS_NEARER : Infinity;
    const height = Math.min(tall, (tall * room) / Math.max(span(tall), 1e-3), nearer);
    // Cut at the waist, or higher up when the frame is narrow: never so low that a face falls below the content area.
    const peopleTop = Math.min(Math.max(top, frame.height - height * 0.92), area.y + area.h - height * Math.max(...people.map(chinOf)));
    const widths = people.map((n) => height * (n.w / n.h));
    const total = span(height);
    // A person holding something stands off centre, away from the hand.
    const centre = holding || presented ? frame.width / 2 - dir * area.w * 0.1 : area.x + area.w * (0.5 + framing.side * 0.12);
    let x = clamp(centre - total / 2, area.x + margin, area.x + area.w - margin - total);
    people.forEach((n, m) => {
      boxes.set(n, { x, y: peopleTop, w: widths[m]!, h: height });
      x += widths[m]! * overlap;
    });
  }
  // Held by a person: raised on the hand side at shoulder height, inside the content area; the arm runs from their shoulder.
  const arms = new Map<Node, { shoulder: Point; body: Box; hidden: number }>();
  const faces = () => all.filter(isPersonNode).map((n) => faceOf(boxes.get(n) ?? boxOf(n), n.picture, dir));
  // What two people do together (a handshake) is between the first two, at chest height: both their hands are in its picture.
  // What they say (a speech balloon) is between their heads, above them.
  const shared = scene.pose ? ACTIONS[scene.pose].prop : undefined;
  const isShared = (held: Node) =>
    (shared?.how === 'between' || shared?.how === 'above') && (things[held.thing]!.concept === shared.concept || Boolean(shared.kinds?.includes(kinds[held.thing]!)));
  /**
   * What passes from one to the other is in the giver's outstretched hand, reaching the taker: its real size at the giver's
   * scale, its bottom in the palm. The giver is the one at work (the cashier hands over the receipt), else the holder;
   * they turn to each other below. Null when the giver faces the viewer (no hand held out).
   */
  const handOver = (pair: [Node, Node], [a, b]: [Box, Box], held: Node): Box | null => {
    const k = pair.findIndex((n) => concept(things[n.thing]!.concept).dress !== undefined);
    const giver = pair[Math.max(0, k)]!;
    const [box, other] = k === 1 ? [b, a] : [a, b];
    const hand = bodyHand(giver.picture);
    if (!hand) return null;
    const turn = centre(box) <= centre(other) ? 1 : -1;
    const perMetre = box.h / (bodyLength(giver.picture) * (box.h >= box.w ? 1 : box.w / box.h));
    const long = Math.min(0.45, Math.max(0.2, concept(things[held.thing]!.concept).size)) * perMetre;
    const [w, h] = held.w >= held.h ? [long, (long * held.h) / held.w] : [(long * held.w) / held.h, long];
    const x = box.x + box.w * (turn > 0 ? hand.x : 1 - hand.x) + turn * w * 0.12;
    const thing = { x: x - w / 2, y: box.y + box.h * hand.y - h * 0.88, w, h };
    // The taker steps up to it, their hand at its far side; the two kept inside the content area together.
    const taker = pair[k === 1 ? 0 : 1]!;
    const reach = bodyHand(taker.picture);
    if (!reach) return thing;
    const far = turn > 0 ? thing.x + thing.w * 0.9 : thing.x + thing.w * 0.1;
    // Behind a counter the taker stands up to it, their hand level with the giver's; standing on the floor, the thing is held between the two hands' heights.
    const rise = taker.clip !== undefined ? box.y + box.h * hand.y - (other.y + other.h * reach.y) : 0;
    thing.y = (box.y + box.h * hand.y + other.y + rise + other.h * reach.y) / 2 - h * 0.88;
    const stepped = far - other.w * (turn > 0 ? 1 - reach.x : reach.x);
    const [left, right] = [Math.min(stepped, box.x), Math.max(stepped + other.w, box.x + box.w)];
    // Wider than the content area (a tall frame), they stand further off: smaller about the foot of the giver's picture, centred.
    const room = area.w - 2 * margin;
    const s = Math.min(1, room / (right - left));
    const inside = s < 1 ? area.x + area.w / 2 - (left + right) / 2 : Math.max(0, area.x + margin - left) - Math.max(0, right - (area.x + area.w - margin));
    const foot = { x: (left + right) / 2 + inside, y: box.y + box.h };
    const fit = (b: Box): Box => ({ x: foot.x + (b.x + inside - foot.x) * s, y: foot.y + (b.y - foot.y) * s, w: b.w * s, h: b.h * s });
    moveTo(taker, fit({ ...other, x: stepped, y: other.y + rise }));
    moveTo(giver, fit(box));
    return fit(thing);
  };
  /** A person's box moved: along the bottom edge they are still to be put; standing whole, they already are. */
  const moveTo = (n: Node, box: Box) => {
    const put = placed.find((p) => p.role === 'subject' && p.thing === n.thing && p.picture === n.picture);
    if (boxes.has(n) || !put) boxes.set(n, box);
    else Object.assign(put, { box, face: faceOf(box, put.picture, dir) });
  };
  /** The two a shared thing is between: two of one group, or its holder and the next person. */
  const pairOf = (holder: Node[] | null): [Node, Node] | null => {
    if (!holder?.[0]) return null;
    const other = holder[1] ?? all.find((n) => isPersonNode(n) && n.thing !== holder[0]!.thing);
    return other ? [holder[0], other] : null;
  };
  for (const { held, holder } of hands) {
    if (!holder) continue;
    const pair = isShared(held) ? pairOf(holder) : null;
    if (pair) {
      const [a, b] = pair.map((n) => boxes.get(n) ?? boxOf(n)) as [Box, Box];
      const mid = (a.x + a.w / 2 + b.x + b.w / 2) / 2;
      if (shared?.how === 'above') {
        // Their faces as they will turn to each other (the one on the left as drawn, the other mirrored): a face in profile is off its picture's middle.
        const facing = scene.pose !== null && ACTIONS[scene.pose].facing;
        const turned = (n: Node, box: Box, other: Box) => (facing && !facesViewer(n.picture) ? (centre(box) <= centre(other) ? 1 : -1) : dir);
        const [fa, fb] = pair.map((n, k) => faceOf(k === 0 ? a : b, n.picture, turned(n, k === 0 ? a : b, k === 0 ? b : a)));
        const w = Math.min(fa!.w, fb!.w) * 0.75;
        const h = (w * held.h) / held.w;
        boxes.set(held, clearOfFaces({ x: mid - w / 2, y: Math.max(area.y + margin, Math.min(fa!.y, fb!.y) - h * 0.85), w, h }, [...faces(), fa!, fb!], area, margin, dir));
        continue;
      }
      const passed = handOver(pair, [a, b], held);
      if (passed) {
        boxes.set(held, passed);
        continue;
      }
      const w = Math.min(a.w, b.w) * 0.3;
      const h = (w * held.h) / held.w;
      const hidden = Math.min(...pair.map((n) => (n.clip !== undefined ? toY(n.clip) : Infinity)));
      const chest = Math.max(a.y + a.h * 0.62, b.y + b.h * 0.62);
      // Across a counter it is held out over the counter's top by the one behind it, towards the one before it.
      const behind = pair.findIndex((n) => n.clip !== undefined);
      const [giver, taker] = behind === 1 ? [b, a] : [a, b];
      const face = faceOf(giver, pair[Math.max(0, behind)]!.picture, dir);
      const toward = centre(taker) < centre(giver) - 0.5 ? -1 : 1;
      const beside = toward < 0 ? face.x - w * 0.6 : face.x + face.w + w * 0.6;
      const x = behind >= 0 && pair.some((n) => n.clip === undefined) ? beside : mid;
      boxes.set(held, clearOfFaces({ x: x - w / 2, y: Math.min(chest, hidden - h * 0.9, frame.height - h * 1.2), w, h }, faces(), area, margin, dir));
      continue;
    }
    const box0 = boxes.get(holder[0]!) ?? boxOf(holder[0]!);
    const at = bodyShoulder(holder[0]!.picture);
    const shoulder = { x: box0.x + box0.w * (0.5 + dir * at.x), y: box0.y + box0.h * at.y };
    // Sized to the holder's upper body (their picture may run on below the waist, unseen): the waist to the top of the head.
    const body = { ...box0, h: box0.h * (bodyLevel(holder[0]!.picture, 1.74) - bodyLevel(holder[0]!.picture, 0.84)) };
    const long = body.h * (kinds[held.thing] === 'device' ? 0.36 : 0.26);
    const [w, h] = held.w >= held.h ? [long, (long * held.h) / held.w] : [(long * held.w) / held.h, long];
    const x = clamp(box0.x + box0.w * (0.5 + dir * 0.46) - w / 2, area.x + margin, area.x + area.w - margin - w);
    // Behind a counter or desk the hand and elbow stay above its top, where the arm shows: the forearm rises from it.
    const hidden = holder[0]!.clip !== undefined ? toY(holder[0]!.clip) : Infinity;
    const y = clamp(Math.min(shoulder.y + body.h * 0.06 - h, hidden - body.h * 0.14 - h - w * 0.8), area.y + margin, area.y + area.h - margin - h);
    // Held in the hand below the chin or out to the side: never in front of a face (a slice of pizza held up to the mouth hides it).
    const box = clearOfFaces({ x, y, w, h }, faces(), area, margin, dir);
    boxes.set(held, box);
    arms.set(held, { shoulder, body, hidden });
  }
  // People along the bottom are cut by the frame's edge: not whole figures a camera move must keep in, nor standing on the floor.
  for (const [n, box] of boxes) put(n, box, isPersonNode(n) && n.bleed ? frame.height : undefined);
  // A hand grips the held thing's lower half: at the end of its holder's arm, or reaching up from below the frame.
  for (const { hand, held, holder } of hands) {
    if (isShared(held) && pairOf(holder)) continue;
    const h = boxes.get(held) ?? boxOf(held);
    const w = h.w * 1.25;
    const y = h.y + h.h * 0.5;
    const x = h.x + h.w / 2 - w / 2 + dir * h.w * 0.05;
    const arm = arms.get(held);
    if (!arm) {
      put(hand, { x, y, w, h: Math.max(frame.height - y, h.h) + frame.height * 0.05 });
      continue;
    }
    const box = { x, y, w, h: h.h * 0.5 + h.w * 0.8 };
    const wrist = { x: box.x + box.w / 2, y: box.y + box.h };
    const elbow = {
      x: arm.shoulder.x + (wrist.x - arm.shoulder.x) * 0.4,
      y: Math.min(Math.max(arm.shoulder.y, wrist.y) + arm.body.h * 0.16, Math.max(arm.shoulder.y, wrist.y, arm.hidden - arm.body.h * 0.06)),
    };
    placed.push({ thing: hand.thing, picture: hand.picture, role: 'hand', box, z: hand.z, tilt: 0, span: false, arm: { shoulder: arm.shoulder, elbow, wrist } });
  }
  const final = pours.map(({ colour, source, target }) => {
    const s = boxOf(source);
    const t = boxOf(target);
    // The spout: the vessel's upper corner on the receiver's side, after the tilt about its bottom centre.
    const corner = { x: dir * s.w * 0.5, y: -s.h * 0.98 };
    const c = Math.cos(source.tilt);
    const sn = Math.sin(source.tilt);
    const from = { x: s.x + s.w / 2 + corner.x * c - corner.y * sn, y: s.y + s.h + corner.x * sn + corner.y * c };
    return { from, to: { x: t.x + t.w / 2, y: t.y + t.h * 0.18 }, colour };
  });
  // A seat's front is drawn again over the sitter's lap, their legs over it, down to the floor.
  things.forEach((_, i) => {
    const seat = seatOf(i);
    const person = placed.find((p) => p.thing === i && p.role === 'subject');
    const chair = seat === undefined ? undefined : placed.find((p) => p.thing === seat && (p.role === 'subject' || p.role === 'surface'));
    if (seat === undefined || !person || !chair) return;
    const line = chair.box.y + chair.box.h * SEATS[things[seat]!.concept]!.cushion;
    placed.push({ ...chair, z: person.z + 0.1, clipTop: line });
    const hips = { w: person.box.w * 0.46, x: person.box.x + person.box.w * 0.27 };
    const floor = chair.role === 'surface' ? toY(0) : chair.box.y + chair.box.h;
    placed.push({ thing: i, picture: 'legs', role: 'legs', box: { x: hips.x, y: line - person.box.h * 0.04, w: hips.w, h: Math.max(1, floor - line + person.box.h * 0.04) }, z: person.z + 0.2, tilt: 0, span: false });
  });
  // Two in conversation, or passing something across, turn to each other: the one on the left as drawn, the other mirrored.
  if (scene.pose && ACTIONS[scene.pose].facing) {
    // Someone drawn facing the viewer already faces both ways (and their held thing's arm stays on the side it is drawn).
    const pair = placed
      .filter((p) => p.role === 'subject' && kinds[p.thing] === 'person' && !facesViewer(p.picture))
      .sort((a, b) => a.box.x + a.box.w / 2 - (b.box.x + b.box.w / 2));
    if (pair.length >= 2)
      pair.forEach((p, k) => {
        p.turn = k === 0 ? 1 : -1;
        // Turned against the framing, the face is mirrored about the picture's middle.
        if (p.turn !== dir) p.face = { ...p.face!, x: 2 * p.box.x + p.box.w - p.face!.x - p.face!.w };
      });
  }
  placed.sort((a, b) => a.z - b.z);
  for (const p of placed) if (concept(things[p.thing]!.concept).fills && placed.length === 1) p.box = closeUpBox(area);
  const held = hands.map((h) => boxes.get(h.held)).filter((b): b is Box => b !== undefined);
  const focusBoxes = held.length > 0 ? held : framed.length > 0 ? framed.map(boxOf) : [...boxes.values()];
  const focus = placed.length === 1 && concept(things[placed[0]!.thing]!.concept).fills ? placed[0]!.box : focusBoxes.length > 0 ? unionOf(focusBoxes) : area;
  const heads = placed.filter((p) => p.role === 'subject' && kinds[p.thing] === 'person').map((p) => p.box.y);
  const anchor = { x: focus.x + focus.w / 2, y: Math.min(focus.y + focus.h / 2, ...heads) };
  // The floor runs back to the group's back row: no one set back in depth stands on the wall.
  return atRealSize(scene, { placed, pours: final, floor: toY(Math.min(0, ...together.map((n) => n.y))), focus, anchor }, area, frame, framing.shot);
}

/**
 * How many of each group of people a tall content area draws (`TALL_ROW`): round the groups in the order named,
 * one at a time, until the row is full. Undefined for a thing drawn as it is counted.
 */
function tallCrop(scene: CompleteScene, area: Box, atSurface: (i: number) => boolean): (number | undefined)[] {
  // Someone looking on from the floor (the teacher by the children painting) stands at the row's edge, not in it; at the counter they are in it.
  const people = scene.things.flatMap((t, i) => (concept(t.concept).kind === 'person' && (!t.watching || atSurface(i)) ? [i] : []));
  const inRow = people.length > 1 || people.some(atSurface);
  if (area.h <= area.w || !inRow) return [];
  const shown: number[] = [];
  for (let left = TALL_ROW, round = 0; left > 0 && people.some((i) => scene.things[i]!.count > round); round++)
    for (const i of people) if (left > 0 && scene.things[i]!.count > round) [shown[i], left] = [(shown[i] ?? 0) + 1, left - 1];
  return shown;
}

/**
 * Sits a person (their picture from the waist up) on a seat: scaled so the seat is `span` of
 * them wide, off to one side of it, their waist sunk just below the seat line (its front covers it).
 */
function sitOn(child: Node, seat: Pick<Node, 'x' | 'y' | 'w' | 'h' | 'z'>, fit: { cushion: number; span: number }, dir: number): void {
  const scale = seat.w / fit.span / child.w;
  child.w *= scale;
  child.h *= scale;
  child.x = seat.x - dir * Math.max(0, seat.w - child.w) * 0.22;
  child.y = seat.y - seat.h * (1 - fit.cushion) + child.h * SINK;
  child.z = seat.z + 1;
}

/**
 * A held thing's box moved clear of every face: out to the side of the face it covers (the hand's
 * side first), else down below its chin, inside the content area.
 */
function clearOfFaces(box: Box, faces: Box[], area: Box, margin: number, dir: number): Box {
  const out = { ...box };
  const lo = area.x + margin;
  const hi = area.x + area.w - margin - out.w;
  // Moved below one chin it may land on the next face down (a friend's across the table): look again until none is covered.
  for (let pass = 0; pass < faces.length; pass++) {
    const face = faces.find((f) => overlaps(out, f));
    if (!face) break;
    const pad = face.w * 0.05;
    const sides = [face.x + face.w + pad, face.x - out.w - pad];
    const x = (dir > 0 ? sides : sides.reverse()).find((v) => v >= lo && v <= hi && !faces.some((f) => overlaps({ ...out, x: v }, f)));
    if (x !== undefined) out.x = x;
    else out.y = Math.min(face.y + face.h, area.y + area.h - out.h);
  }
  return out;
}

const isLandscape = (area: Box) => area.w > area.h * 1.2;

/**
 * Poses whose picture has what they do low down (the scooter's wheels, the forklift, the dog on its lead, the fire at the
 * extinguisher's nozzle, the shredder, the grill): cut at the knees in a landscape frame it would be lost, so they stand whole.
 */
const AT_THE_FEET: ReadonlySet<string> = new Set([
  'cycling', 'riding-scooter', 'skateboarding', 'carrying-scooter', 'surfing', 'surf-lesson', 'swimming', 'swim-lesson', 'driving', 'forklift-driving', 'forklift-horn', 'forklift-check',
  'pushing', 'pallet-truck', 'lifting-load', 'stacking', 'kneeling', 'squatting', 'mopping', 'vacuuming', 'shredding',
  'pulling-pin', 'aiming-nozzle', 'squeezing-handle', 'sweeping-spray', 'chest-compressions', 'recovery-position', 'checking-breathing', 'watering', 'delivering',
  // At waist height, under where the caption band would cut them: the grill's food, the oven's deck, the tyre in the stand; a race's legs.
  'grilling', 'drawing-bread', 'patching-tyre', 'racing', 'cheering',
  // Whole pictures of a seat or a pair: the bike wheels, the legs crossed on a bench. (The suitcase at a front desk shows its top
  // and handle above the knees: a wide frame cuts the desk's people there, as at any desk, its whole picture a narrow strip of it.)
  'cycling-pair', 'meditating-bed', 'meditating-sofa', 'meditating-bench', 'reading-bed', 'phone-bed', 'laptop-bed', 'reading-sofa', 'reading-bench', 'phone-bench',
  // A pallet jack's forks, pump and pallet at floor level.
  'jack-sliding', 'jack-pumping', 'jack-pulling', 'jack-parking',
  // Dogs at the player's feet.
  'dogs-playing', 'playing-outdoors', 'throwing-for-dog', 'fetching',
  // A scrubber's pad and wheels, a fryer's basket, a slicer's carriage: a machine's working parts below the waist.
  'scrubber-driving', 'scrubber-filling', 'scrubber-using', 'fryer-lowering', 'fryer-lifting', 'fryer-using', 'slicer-slicing', 'slicer-cleaning', 'slicer-using',
  // Footwear worn, and the feet close in it (compose/worn-clothes.ts).
  ...FOOTWEAR_POSES,
  // A golf lesson's ball on its tee and the clubheads at it.
  'golf-lesson',
]);
/**
 * What a thing handed over becomes in one picture of the two (the bike wheeled up, the car's keys, a new home's keys at its
 * door): followed from `handing` through what each becomes. Both people stand whole, what passes between them at their hands.
 */
const HANDED_OVER: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const follow = (pose: NonNullable<CompleteScene['pose']>) => {
    for (const { pose: next } of ACTIONS[pose].becomes ?? []) if (!out.has(next) && ACTIONS[next].body) follow(next), out.add(ACTIONS[next].body!);
  };
  follow('handing');
  return out;
})();
const atTheirFeet = (picture: string) => {
  const body = bodyPose(picture);
  return body !== null && (body.animal !== null || AT_THE_FEET.has(body.pose) || HANDED_OVER.has(body.pose));
};

/** An action done on a mat (a sun salutation, a class in tree pose): the mat on the floor is what it is done on, so, like AT_THE_FEET, it is framed whole. */
const onAMat = (pose: CompleteScene['pose']) => pose !== null && (ACTIONS[pose].underfoot !== undefined || Boolean(ACTIONS[pose].shows?.includes('mat')));

/** A shot's fill, raised in a landscape frame to what a photographer gives people across a wide picture. */
function landscapeFill(fill: [number, number], area: Box): [number, number] {
  return isLandscape(area) ? [Math.max(fill[0], LANDSCAPE_FILL[0]), Math.max(fill[1], LANDSCAPE_FILL[1])] : fill;
}

function boundsOf(list: Node[]) {
  return {
    left: Math.min(...list.map((n) => n.x - n.w / 2)),
    right: Math.max(...list.map((n) => n.x + n.w / 2)),
    top: Math.min(...list.map((n) => n.y - n.h)),
    bottom: Math.max(...list.map((n) => Math.min(n.y, n.clip ?? n.y))),
  };
}

export function unionOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
}

const clamp = (v: number, lo: number, hi: number) => (lo > hi ? (lo + hi) / 2 : Math.max(lo, Math.min(hi, v)));

/** Width over height of the pictures the engine draws (illustrations/drawn.ts draws them to these). */
export const DRAWN_ASPECT: Record<string, number> = {
  phone: 0.5, tablet: 0.74, laptop: 1.45, monitor: 1.25, board: 1.3, blender: 0.55, kettle: 1.05, 'coffee-machine': 0.85,
  vacuum: 0.32, 'robot-vacuum': 2.4, toaster: 1.45, jug: 0.95, hob: 3.2, mat: 1.7, oven: 1.15, hand: 0.8, table: 2, bench: 3.2, forklift: 1.15, cot: COT.w / COT.h,
  'side-car': CAR_ASPECT, 'side-taxi': CAR_ASPECT,
};

function drawnAspect(picture: string): number {
  return DRAWN_ASPECT[picture] ?? 1;
}
