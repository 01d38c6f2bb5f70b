/**
 * Whole people doing physical work and care, drawn by the engine where the illustration set has
 * no figure for it: a worker squatting to a box, holding it at the waist, carrying it, pushing a
 * trolley; a groomer drying a dog on the grooming table; a carer at an older person's side.
 *
 * One rig serves every pose: a pose names where the hip, the hands and the feet go and how far
 * the back leans; the elbows and knees follow by two-bone inverse kinematics. Each pose brings the
 * things that tell it (the box, the trolley, the table and the dog on it), drawn in the same
 * picture so the hands meet what they hold. Flat colours, the figure in profile facing right (the
 * sprite mirrors it); people who face the viewer are drawn by figure-front.ts in the same clothes.
 * Each figure's skin, hair colour and hair style come from its look (figure-look.ts), named in
 * the picture. Work clothes by dress: a hi-vis vest, a hard hat, overalls, a cleaner's tabard, a
 * groomer's tunic, scrubs, a suit, a uniform.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawPram } from './baby';
import { iconImage } from './icon-set';
import { SKIN } from './hand';
import { BUILDS, type Build } from './figure-build';
import { drawFront, frontBody, frontExtent, frontHead, isFrontPose, WAIST, type FrontPoseName } from './figure-front';
import { drawProfileHead, elderLook, lookOf, nextLook, PLAIN_LOOK, type Look } from './figure-look';
import { MORE_WORK_SCENES } from './more-work-scenes';
import { lead, limb, type P } from './stroke';
import { WORK_SCENES } from './work-scenes';
import { HANDS_AT_WORK } from './hands-at-work';
import { TOOTH_BRUSHING } from './tooth-brushing';
import { COUNTER_AND_BED_JOBS } from './counter-and-bed-jobs';
import { TRADE_WORK } from './trade-work';
import { FOOD_TRUCK_SCENES } from './food-truck';
import { MARKET_SCENES } from './market-scenes';
import { FAIR_SCENES } from './fairground';
import { INSTALLER_WORK } from './installer-work';
import { FOOD_TRADES } from './food-trades';
import { GARAGE_JOBS } from './garage-jobs';
import { BAKERY_JOBS } from './bakery-jobs';
import { FLOOR_SCRUBBER } from './floor-scrubber';
import { MEAT_SLICER } from './meat-slicer';
import { DEEP_FRYER } from './deep-fryer';
import { KITCHEN_FRIDGE } from './kitchen-fridge';
import { HOUSEKEEPING } from './housekeeping';
import { DRIVING } from './driving';
import { PETS } from './pets';
import { CAT_PLAY } from './cat-play';
import { FIRE_EXTINGUISHER } from './fire-extinguisher';
import { FIRST_AID } from './first-aid';
import { CARE_WORK } from './care-work';
import { BENCH_TOP, EQUIPMENT_CLEANING, weightBench } from './equipment-cleaning';
import { WELCOME_AT_DOOR } from './welcome-at-door';
import { WELCOME_AT_DESK } from './welcome-at-desk';
import { HOME_MOVE } from './keys-hand-over';
import { REMOVALS } from './removals';
import { ROWING_MACHINE } from './rowing';
import { CARDIO_MACHINES } from './cardio-machines';
import { WHEELED_HAND_OVER } from './wheeled-hand-over';
import { EXERCISE_POSES } from './exercise-poses';
import { FITNESS_CLASS } from './fitness-class';
import { WORN_PRODUCTS } from './worn-products';
import { CLOTHING_WORN } from './clothing-worn';
import { DRINKS_SERVED } from './drinks-served';
import { CYCLING, RIDERS, speedLines } from './riders';
import { SURF } from './surf';
import { SWIMMING } from './swimming';
import { LESSONS } from './lessons';
import { BARBER_WORK } from './barber-work';
import { FORKLIFT } from './forklift';
import { PALLET_JACK } from './pallet-jack';
import { ORDER_PICKING } from './order-picking';
import { EVACUATION } from './evacuation';
import { ESPRESSO_CLOSE_DOWN } from './espresso-close-down';
import { COMPLAINT_DESK } from './complaint-desk';
import { DISH_AREA } from './dish-area';
import { STOCK_WORK } from './stock-work';
import { CALL_CENTRE } from './call-centre';
import { OFFICE_SECURITY } from './office-security';
import { EVENTS } from './events';
import { EATING_OUT } from './eating-out';
import { MUSICIANS } from './musicians';
import { DANCERS } from './dancers';
import { PHONE_ON_THE_GO } from './phone-on-the-go';
import { WELCOME_IN_THE_OPEN } from './welcome-in-the-open';
import { SEATED_ON } from './seated-on';
import { SOFA_GROUP } from './sofa-group';
import { SMART_HOME } from './smart-home';
import { DOG_PLAY } from './dog-play';
import { VET_WORK } from './vet-work';
import { TABLE_SERVICE } from './table-service';
import { CONSULTATION } from './consultation';
import { WEDDING, WEDDING_TOAST } from './wedding';
import { KIDS_CLUB } from './kids-club';
import { CAR_WASH_JOBS } from './car-wash-jobs';
import { LIFT_WORK } from './lift-work';
import { DEALER_HAND_OVER } from './dealer-hand-over';
import { FRONT_DESK_WORK } from './front-desk';
import { COOKING_CLASS } from './cooking-class';
import { COWORKING_SCENES } from './coworking';
import { COUNTER_WORK } from './counter-work';
import { BEAUTY_WORK } from './beauty-work';
import { TUTORING } from './tutoring';
import { SPORT_LESSONS } from './sport-lessons';

export { limb };

export const DRESSES = ['casual', 'hivis', 'site', 'overalls', 'tabard', 'tunic', 'scrubs', 'whites', 'apron', 'coat', 'smart', 'polo', 'child', 'toddler', 'suit', 'uniform', 'valet', 'beauty'] as const;
export type Dress = (typeof DRESSES)[number];

export interface Outfit {
  top: string;
  /** Everyday clothes come in several colours: the figure's look picks one (two friends are not dressed alike). */
  tops?: readonly string[];
  /** A layer over the top: a vest with its stripes, a bib, an apron, a coat worn open over the top (`open`). */
  over?: { colour: string; stripe?: string; bib?: boolean; apron?: boolean; open?: boolean };
  legs: string;
  shoes: string;
  /** Gloves; bare hands (absent, or the lone hand's SKIN) take the figure's skin. */
  hands?: string;
  hat?: string;
  /** A shirt's collar open at the neck (a suit, a uniform), and a tie down it. */
  collar?: string;
  tie?: string;
  /** Who wears it: a child's and a toddler's clothes are worn by a child's body (figure-build.ts); a grown-up's when absent. */
  build?: Build;
}

export const OUTFITS: Record<Dress, Outfit> = {
  casual: { top: '#f7752f', tops: ['#f7752f', '#3d7ea6', '#e9c46a', '#7a9e7e', '#c05673', '#5b5f97'], legs: '#4b5563', shoes: '#2d2d36' },
  hivis: { top: '#2f4a6b', over: { colour: '#d8f03a', stripe: '#c9d2dc' }, legs: '#2b3648', shoes: '#3b2d22', hands: '#6a7684' },
  site: { top: '#2f4a6b', over: { colour: '#ff7a1a', stripe: '#ffe27a' }, legs: '#2b3648', shoes: '#3b2d22', hands: '#6a7684', hat: '#ffd43b' },
  overalls: { top: '#e9e2d2', over: { colour: '#2e5ea8', bib: true }, legs: '#2e5ea8', shoes: '#3b2d22' },
  tabard: { top: '#f2f2f2', over: { colour: '#2f9e8f' }, legs: '#3a4150', shoes: '#2d2d36', hands: '#7ec8f0' },
  tunic: { top: '#2a9d8f', over: { colour: '#f4efe4', apron: true }, legs: '#34404f', shoes: '#2d2d36' },
  scrubs: { top: '#5fb3d9', legs: '#5fb3d9', shoes: '#f2f2f2' },
  // A cook's white jacket under a dark apron; a barista's apron over a dark shirt.
  whites: { top: '#f7f7f2', over: { colour: '#33415c', apron: true }, legs: '#3a3a3a', shoes: '#2d2d36' },
  apron: { top: '#3c4450', over: { colour: '#8a5a3b', apron: true }, legs: '#2f3640', shoes: '#2d2d36' },
  // A doctor's or pharmacist's white coat, open over a blue shirt; a teacher's cardigan; a physio's or shop assistant's polo shirt.
  coat: { top: '#f4f7fa', over: { colour: '#9cc3e6', apron: true, open: true }, legs: '#34404f', shoes: '#2d2d36' },
  smart: { top: '#7b5e8f', tops: ['#7b5e8f', '#2f6f73', '#b5651d', '#41507a'], legs: '#3a4150', shoes: '#6b4a2b' },
  polo: { top: '#1d8a99', legs: '#2b3648', shoes: '#f2f2f2' },
  // Bright tops over jeans and trainers; a toddler in dungarees over a striped top.
  child: { top: '#ef476f', tops: ['#ef476f', '#3a86ff', '#ffbe0b', '#06d6a0', '#9b5de5', '#ff8c42'], legs: '#3a4f7a', shoes: '#f2f2f2', build: BUILDS.child },
  toddler: { top: '#ffd6e0', tops: ['#ffd6e0', '#cde7ff', '#fff1b8'], over: { colour: '#7fb7be', bib: true }, legs: '#7fb7be', shoes: '#ef476f', build: BUILDS.toddler },
  // An office's suit, a shirt and tie at its open collar; a uniform's dark blue (a pilot, a police officer, a guard).
  suit: { top: '#2f3b52', tops: ['#2f3b52', '#4a4e57', '#5a4636'], legs: '#2a3345', shoes: '#1f1f24', collar: '#f4f7fa', tie: '#b23a48' },
  uniform: { top: '#24375e', legs: '#1f2b45', shoes: '#1a1a1f', collar: '#a9c6e8', tie: '#1a2440' },
  // A car wash's valeter: a work T-shirt under a yellow waterproof apron, dark work trousers, rubber boots, blue nitrile gloves.
  valet: { top: '#2a9d8f', over: { colour: '#f6c945', apron: true }, legs: '#3b4252', shoes: '#15161a', hands: '#3b82c4' },
  // A beautician's plum tunic over dark trousers, white shoes.
  beauty: { top: '#5a3e5d', legs: '#2b2833', shoes: '#f4f1ee' },
};

const SHADE = 'rgba(0,0,0,0.16)';

/** Segment lengths in metres: a person 1.74 m tall standing. */
const BONE = { thigh: 0.45, shin: 0.45, upperArm: 0.3, forearm: 0.3, torso: 0.5, neck: 0.06, head: 0.12, foot: 0.17 };
const WIDTH = { limb: 0.125, arm: 0.085, torso: 0.3 };
/** The seat of the trousers below the hip joint: the legs show from the crotch, 45% of the height, not from the hip joint (they had read long). */
const SEAT = 0.13;

export type { P } from './stroke';

/** A pose in metres, y up, the figure facing +x. */
export interface Pose {
  hip: P;
  /** Lean of the back from upright, degrees (forward positive). */
  lean: number;
  /** Ankles (near, far); a knee on the floor kneels. */
  feet: [P, P];
  hands: [P, P];
  /** Per leg: 1 on its foot, -1 kneeling (the shin along the floor, toes tucked under). */
  knees?: [1 | -1, 1 | -1];
  /** Head turned down toward the work, degrees. */
  nod?: number;
  /** Where the toes point from the ankle, when not forward along the floor (someone lying down: up). */
  toes?: P;
}

export interface Scene {
  pose: Pose;
  /** Things behind the far limbs, between the far and near limbs, and in front of everything. */
  back?: Prop[];
  middle?: Prop[];
  front?: Prop[];
  /** The picture's extent in metres beyond the figure: [minX, maxX, maxY]. */
  extent: [number, number, number];
  /** Clothes the pose puts on over the dress (a red jacket, jeans, boots): the product an advert shows, worn. */
  wears?: Partial<Pick<Outfit, 'top' | 'legs' | 'shoes'>>;
  /** How far down, in metres above the floor, the picture need be framed: below it is water the place's own pool continues. */
  framedTo?: number;
}

export type Prop = (ctx: SKRSContext2D, art: Art) => void;

interface Art {
  /** The picture of the animal cared for, if any. */
  animal: Awaited<ReturnType<typeof iconImage>> | null;
  /** The look of the figure the picture is of: whoever else it draws (the older person supported) looks otherwise. */
  look: string;
  /** The picture is shown mirrored (sprites.ts): what must read the right way round in it (an L plate's letter) is drawn mirrored. */
  mirrored?: boolean;
  /** The nail polish a manicure paints: the colour the prompt names, else the brand's (subject-scene.ts `contents`). */
  polish?: string;
}

// ---- Things the poses hold and stand by -------------------------------------------------------

export const rr = (ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, colour: string) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2));
  ctx.fill();
};

/** A cardboard box, its front face from x to x+w with its bottom at y, its top seen a little from above. */
export const box = (x: number, y: number, w: number, h: number): Prop => (ctx) => {
  const top = h * 0.22;
  ctx.fillStyle = '#f2c27a';
  ctx.beginPath();
  ctx.moveTo(x, y + h);
  ctx.lineTo(x + w * 0.18, y + h + top);
  ctx.lineTo(x + w * 1.1, y + h + top);
  ctx.lineTo(x + w, y + h);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x, y, w, h, 0.015, '#dc9a55');
  ctx.fillStyle = '#e9b46b';
  ctx.beginPath();
  ctx.moveTo(x + w, y);
  ctx.lineTo(x + w * 1.1, y + top * 0.6);
  ctx.lineTo(x + w * 1.1, y + h + top);
  ctx.lineTo(x + w, y + h);
  ctx.closePath();
  ctx.fill();
  // Tape across the top and down the front.
  ctx.fillStyle = '#a8643a';
  ctx.fillRect(x + w * 0.44, y + h * 0.62, w * 0.12, h * 0.38);
  ctx.beginPath();
  ctx.moveTo(x + w * 0.44, y + h);
  ctx.lineTo(x + w * 0.56, y + h);
  ctx.lineTo(x + w * 0.72, y + h + top);
  ctx.lineTo(x + w * 0.6, y + h + top);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x + w * 0.1, y + h * 0.12, w * 0.22, h * 0.18, 0.01, '#f6e7cc');
};

/** A flat trolley: deck, wheels, a handle rising at the back; two boxes stacked on it. */
const trolley = (x: number, w: number): Prop[] => [
  (ctx) => {
    rr(ctx, x - 0.03, 0.1, 0.04, 0.95, 0.02, '#44505f');
    rr(ctx, x - 0.08, 1.0, 0.14, 0.05, 0.02, '#44505f');
    rr(ctx, x - 0.03, 0.1, w + 0.03, 0.06, 0.02, '#5c6b7c');
    for (const wx of [x + 0.08, x + w - 0.08]) {
      ctx.fillStyle = '#22262e';
      ctx.beginPath();
      ctx.arc(wx, 0.05, 0.05, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  box(x + 0.06, 0.16, w * 0.72, 0.36),
  box(x + 0.12, 0.6, w * 0.56, 0.3),
];

const clipboard: Prop = (ctx) => {
  rr(ctx, 0.29, 1.02, 0.2, 0.27, 0.02, '#a8643a');
  rr(ctx, 0.31, 1.04, 0.16, 0.22, 0.01, '#fbfbf7');
  ctx.fillStyle = '#9aa3ad';
  for (let k = 0; k < 4; k++) ctx.fillRect(0.33, 1.2 - k * 0.045, 0.11, 0.012);
  rr(ctx, 0.35, 1.27, 0.08, 0.035, 0.01, '#7b8794');
};

/** A curved arrow round the feet on the floor: turn with the feet. */
const turnArrow: Prop = (ctx) => {
  ctx.strokeStyle = '#ffffff';
  ctx.globalAlpha = 0.85;
  ctx.lineWidth = 0.035;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.ellipse(0.05, 0.02, 0.42, 0.1, 0, Math.PI * 0.15, Math.PI * 1.05);
  ctx.stroke();
  const [ex, ey] = [0.05 + 0.42 * Math.cos(Math.PI * 0.15), 0.02 + 0.1 * Math.sin(Math.PI * 0.15)];
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(ex + 0.07, ey - 0.02);
  ctx.lineTo(ex - 0.06, ey - 0.06);
  ctx.lineTo(ex - 0.02, ey + 0.08);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
};

/** The grooming table: a padded top on a steel frame, the dog standing on it facing the groomer. */
const GROOM_TOP = 0.78;
const groomingTable = (x0: number, x1: number): Prop => (ctx) => {
  ctx.fillStyle = '#9aa7b4';
  for (const lx of [x0 + 0.08, x1 - 0.12]) ctx.fillRect(lx, 0, 0.04, GROOM_TOP);
  ctx.fillRect(x0 + 0.08, 0.22, x1 - x0 - 0.16, 0.03);
  rr(ctx, x0, GROOM_TOP - 0.07, x1 - x0, 0.08, 0.02, '#3d4a5a');
  rr(ctx, x0 + 0.02, GROOM_TOP, x1 - x0 - 0.04, 0.025, 0.01, '#2a9d8f');
};

/**
 * The animal the prompt names (an illustration; the set's animals face left, toward the person),
 * standing at (x, y) this wide; `ahead` turns it to walk the person's way.
 */
export function animalAt(x: number, y: number, w: number, ahead = false): Prop {
  // A declaration, not a const: the scenes of other files (pets.ts) call it while this file is still loading.
  return (ctx, { animal }) => {
    if (!animal) return;
    const h = (w * animal.height) / animal.width;
    ctx.save();
    // Pictures are drawn y up: flip back to draw the image upright.
    ctx.translate(ahead ? x + w : x, y + h);
    ctx.scale(ahead ? -1 : 1, -1);
    ctx.drawImage(animal, 0, 0, w, h);
    ctx.restore();
  };
}

/** A towel in the near hand, draped over the dog's back: a soft fold hanging down its side, a coloured band at its hem. */
const towel = (x: number, y: number, colour = '#8fd3e8'): Prop => (ctx) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x - 0.16, y + 0.04);
  ctx.quadraticCurveTo(x, y + 0.1, x + 0.18, y + 0.03);
  ctx.lineTo(x + 0.15, y - 0.2);
  ctx.quadraticCurveTo(x, y - 0.16, x - 0.13, y - 0.22);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.beginPath();
  ctx.moveTo(x - 0.13, y - 0.17);
  ctx.quadraticCurveTo(x, y - 0.11, x + 0.15, y - 0.15);
  ctx.lineTo(x + 0.15, y - 0.2);
  ctx.quadraticCurveTo(x, y - 0.16, x - 0.13, y - 0.22);
  ctx.closePath();
  ctx.fill();
};

/** A hand dryer blowing at the dog: its body, nozzle and three strokes of air. */
const dryer = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x - 0.04, y - 0.12, 0.06, 0.14, 0.02, '#3d4a5a');
  rr(ctx, x - 0.06, y, 0.22, 0.09, 0.04, '#e76f51');
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = 0.015;
  ctx.lineCap = 'round';
  for (let k = -1; k <= 1; k++) {
    ctx.beginPath();
    ctx.moveTo(x + 0.2, y + 0.045 + k * 0.04);
    ctx.lineTo(x + 0.34, y + 0.045 + k * 0.07);
    ctx.stroke();
  }
};

const brush = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x - 0.02, y - 0.02, 0.18, 0.05, 0.02, '#8a5a3b');
  ctx.fillStyle = '#f1e3c6';
  for (let k = 0; k < 6; k++) ctx.fillRect(x + 0.01 + k * 0.025, y - 0.06, 0.01, 0.05);
};


const bowl = (x: number): Prop => (ctx) => {
  ctx.fillStyle = '#e76f51';
  ctx.beginPath();
  ctx.moveTo(x, 0.09);
  ctx.lineTo(x + 0.26, 0.09);
  ctx.lineTo(x + 0.21, 0);
  ctx.lineTo(x + 0.05, 0);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x + 0.02, 0.08, 0.22, 0.03, 0.015, '#8a5a3b');
};

/** A bath tub on legs, the dog in it to the shoulders, bubbles on the water. */
const tub = (x0: number, x1: number): Prop[] => [
  (ctx) => {
    ctx.fillStyle = '#9aa7b4';
    ctx.fillRect(x0 + 0.08, 0, 0.04, 0.4);
    ctx.fillRect(x1 - 0.12, 0, 0.04, 0.4);
  },
  (ctx) => {
    rr(ctx, x0, 0.35, x1 - x0, 0.45, 0.08, '#e8eef3');
    rr(ctx, x0 - 0.02, 0.76, x1 - x0 + 0.04, 0.05, 0.02, '#cfd9e2');
    ctx.fillStyle = '#ffffff';
    for (const [bx, by, r] of [[0.2, 0.84, 0.05], [0.3, 0.86, 0.04], [0.42, 0.85, 0.06], [0.55, 0.84, 0.04], [0.66, 0.86, 0.05]] as const) {
      ctx.beginPath();
      ctx.arc(x0 + (x1 - x0) * bx, by, r, 0, Math.PI * 2);
      ctx.fill();
    }
  },
];

const showerHead = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x - 0.03, y - 0.1, 0.05, 0.14, 0.02, '#9aa7b4');
  rr(ctx, x - 0.05, y, 0.12, 0.05, 0.02, '#cfd9e2');
  ctx.fillStyle = '#9fd8f5';
  for (let k = 0; k < 5; k++) ctx.fillRect(x + 0.06 + k * 0.03, y - 0.2 + (k % 2) * 0.04, 0.012, 0.16);
};

/** A hand basin on its pedestal, the tap running. */
const basin = (x: number): Prop => (ctx) => {
  rr(ctx, x + 0.1, 0, 0.1, 0.78, 0.03, '#e8eef3');
  rr(ctx, x, 0.74, 0.32, 0.12, 0.05, '#f6f8fa');
  rr(ctx, x + 0.24, 0.86, 0.04, 0.14, 0.015, '#9aa7b4');
  rr(ctx, x + 0.14, 0.96, 0.14, 0.035, 0.015, '#9aa7b4');
  ctx.fillStyle = '#9fd8f5';
  ctx.fillRect(x + 0.15, 0.84, 0.015, 0.12);
};

const mop = (hand: P): Prop[] => [
  (ctx) => {
    ctx.strokeStyle = '#a8643a';
    ctx.lineWidth = 0.025;
    ctx.beginPath();
    ctx.moveTo(hand[0] - 0.1, hand[1] + 0.25);
    ctx.lineTo(0.62, 0.05);
    ctx.stroke();
    rr(ctx, 0.5, 0, 0.26, 0.06, 0.025, '#bfe3f2');
  },
];

/** A yellow wet-floor sign. */
const wetFloor = (x: number): Prop => (ctx) => {
  ctx.fillStyle = '#ffcc1a';
  ctx.beginPath();
  ctx.moveTo(x, 0);
  ctx.lineTo(x + 0.11, 0.6);
  ctx.lineTo(x + 0.22, 0);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#2b2b2b';
  ctx.fillRect(x + 0.09, 0.3, 0.04, 0.12);
  ctx.fillRect(x + 0.09, 0.22, 0.04, 0.04);
};

/** A spray bottle and cloth in the near hand, wiping. */
const spray = (hand: P): Prop => (ctx) => {
  rr(ctx, hand[0] - 0.03, hand[1] - 0.05, 0.07, 0.14, 0.02, '#7ec8f0');
  rr(ctx, hand[0] - 0.02, hand[1] + 0.09, 0.07, 0.04, 0.01, '#2f9e8f');
};

/** A counter at waist height in front of the figure, its cloth being wiped. */
export const worktop = (x: number): Prop => (ctx) => {
  rr(ctx, x, 0, 0.6, 0.88, 0.02, '#c9b79c');
  rr(ctx, x - 0.04, 0.88, 0.68, 0.06, 0.02, '#e9e4da');
};

/** An older person with a walking stick, the carer's hand at their arm. */
const elder = (x: number): Prop => (ctx, art) => {
  // Drawn by the same rig, facing the carer's way, a little stooped, a stick in the near hand, grey-haired.
  drawFigure(ctx, ELDER, { top: '#b5838d', legs: '#6d6875', shoes: '#3b2d22' }, x, undefined, undefined, lookOf(elderLook(nextLook(art.look))));
  ctx.strokeStyle = '#6b4a2b';
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.moveTo(x + ELDER.hands[0][0], ELDER.hands[0][1]);
  ctx.lineTo(x + ELDER.hands[0][0] + 0.04, 0);
  ctx.stroke();
};

const ELDER: Pose = { hip: [0, 0.86], lean: 14, feet: [[0.12, 0.05], [-0.08, 0.05]], hands: [[0.32, 0.78], [0.1, 0.72]], nod: 6 };

/** Wisps of steam rising from (x, y). */
export const steam = (x: number, y: number, w: number): Prop => (ctx) => {
  ctx.strokeStyle = 'rgba(255,255,255,0.8)';
  ctx.lineWidth = 0.025;
  ctx.lineCap = 'round';
  for (let k = 0; k < 3; k++) {
    const sx = x + (w * (k + 0.5)) / 3;
    ctx.beginPath();
    ctx.moveTo(sx, y);
    ctx.bezierCurveTo(sx - 0.05, y + 0.08, sx + 0.05, y + 0.14, sx, y + 0.22 + (k % 2) * 0.05);
    ctx.stroke();
  }
};

/** A treatment table (a plinth): a padded top on a frame, a pillow at the head end. */
export const PLINTH_TOP = 0.7;
export const plinth = (x0: number, x1: number): Prop => (ctx) => {
  ctx.fillStyle = '#9aa7b4';
  for (const lx of [x0 + 0.1, x1 - 0.14]) ctx.fillRect(lx, 0, 0.05, PLINTH_TOP);
  ctx.fillRect(x0 + 0.1, 0.16, x1 - x0 - 0.2, 0.04);
  rr(ctx, x0, PLINTH_TOP - 0.08, x1 - x0, 0.1, 0.03, '#2f5d8a');
  rr(ctx, x1 - 0.34, PLINTH_TOP + 0.02, 0.3, 0.07, 0.035, '#f4f7fa');
};

/** The patient lying face up on the plinth, knees bent up toward whoever treats them (their hip at x). */
const lyingPatient = (x: number): Prop => (ctx, art) => {
  ctx.save();
  // Drawn by the same rig on its back: the torso along the table, the picture turned face up.
  ctx.translate(x, PLINTH_TOP + 0.13);
  ctx.scale(1, -1);
  drawFigure(ctx, LYING, { top: '#e76f51', legs: '#34404f', shoes: '#f2f2f2' }, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
};
/** On the back, knees up (in the picture's turned coordinates: y down is up). */
const LYING: Pose = { hip: [0, 0], lean: 90, feet: [[-0.4, 0.03], [-0.36, 0.05]], hands: [[0.0, -0.07], [0.04, -0.05]], nod: 36, toes: [-0.03, -0.16] };

/** A lifter on their back on the bench, head toward the spotter, feet on the floor, pressing the bar up (their hip at x). */
const benchPresser = (x: number): Prop => (ctx, art) => {
  ctx.save();
  // The lying figure turned end for end: the head toward the spotter at the left.
  ctx.translate(x, BENCH_TOP + 0.13);
  ctx.scale(-1, -1);
  drawFigure(ctx, PRESSING, { top: '#3a86ff', legs: '#2b3648', shoes: '#f2f2f2' }, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
};
/** On the back (turned coordinates: y down is up), feet planted on the floor, arms straight up to the bar. */
const PRESSING: Pose = { hip: [0, 0], lean: 90, feet: [[-0.48, 0.5], [-0.42, 0.5]], hands: [[0.5, -0.58], [0.54, -0.56]], nod: 36, toes: [-0.16, 0.03] };

/** A barbell seen end on: its plate and the bar's end, at (x, y). */
const barbell = (x: number, y: number): Prop => (ctx) => {
  ctx.fillStyle = '#22262e';
  ctx.beginPath();
  ctx.arc(x, y, 0.22, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#4a5563';
  ctx.beginPath();
  ctx.arc(x, y, 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#c9d2dc';
  ctx.beginPath();
  ctx.arc(x, y, 0.035, 0, Math.PI * 2);
  ctx.fill();
};

/** A low table with paper on it and pots of paint, a painting on the paper. */
const paintTable = (x0: number, x1: number, top: number): Prop => (ctx) => {
  ctx.fillStyle = '#b07a4f';
  for (const lx of [x0 + 0.05, x1 - 0.09]) ctx.fillRect(lx, 0, 0.04, top);
  rr(ctx, x0, top - 0.05, x1 - x0, 0.06, 0.02, '#d9a066');
  rr(ctx, x0 + 0.08, top + 0.005, 0.42, 0.025, 0.005, '#fbfbf7');
  for (const [dx, c] of [[0.14, '#e63946'], [0.24, '#2a9d8f'], [0.34, '#ffb703']] as const) rr(ctx, x0 + dx, top + 0.012, 0.07, 0.016, 0.008, c);
  for (const [dx, c] of [[0.56, '#3a86ff'], [0.64, '#e63946'], [0.72, '#ffb703']] as const) {
    rr(ctx, x0 + dx, top, 0.06, 0.07, 0.012, '#f2f2f2');
    rr(ctx, x0 + dx + 0.008, top + 0.045, 0.044, 0.02, 0.008, c);
  }
};

/** A brush (or crayon) in the hand, its tip at (x, y). */
const paintBrush = (hand: P, tip: P): Prop => (ctx) => {
  limb(ctx, [hand, tip], 0.018, '#8a5a3b');
  ctx.fillStyle = '#e63946';
  ctx.beginPath();
  ctx.arc(tip[0], tip[1], 0.014, 0, Math.PI * 2);
  ctx.fill();
};

const stool = (x: number, h: number): Prop => (ctx) => {
  ctx.fillStyle = '#6b4a2b';
  ctx.fillRect(x - 0.1, 0, 0.03, h);
  ctx.fillRect(x + 0.07, 0, 0.03, h);
  rr(ctx, x - 0.14, h - 0.04, 0.28, 0.05, 0.02, '#8a5a3b');
};

/** Flowers' heads: peonies and roses in a cluster round (x, y), green leaves among them. */
const blooms = (x: number, y: number, r: number): Prop => (ctx) => {
  ctx.fillStyle = '#5a9e4b';
  for (const [dx, dy] of [[-1.1, -0.2], [1.1, -0.1], [0, -0.9]] as const) {
    ctx.beginPath();
    ctx.ellipse(x + dx * r, y + dy * r, r * 0.7, r * 0.35, dx * 0.6, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const [dx, dy, c] of [[-0.7, 0, '#f4a6c0'], [0.7, 0.1, '#e75a8c'], [0, 0.55, '#f7c6d6'], [0, -0.35, '#ffffff'], [-0.5, 0.75, '#e75a8c'], [0.6, 0.8, '#f4a6c0']] as const) {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, r * 0.55, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A bouquet being made: stems gathered in a cone of kraft paper, standing on the worktop. */
const bouquet = (x: number, y: number): Prop[] => [
  blooms(x, y + 0.36, 0.07),
  (ctx) => {
    ctx.fillStyle = '#d9b38c';
    ctx.beginPath();
    ctx.moveTo(x - 0.03, y);
    ctx.lineTo(x - 0.16, y + 0.34);
    ctx.lineTo(x + 0.16, y + 0.34);
    ctx.lineTo(x + 0.03, y);
    ctx.closePath();
    ctx.fill();
    rr(ctx, x - 0.07, y + 0.12, 0.14, 0.03, 0.01, '#e75a8c');
  },
];

/** A florist's bucket of cut flowers. */
const flowerBucket = (x: number, y: number): Prop[] => [
  blooms(x + 0.09, y + 0.3, 0.055),
  (ctx) => {
    ctx.fillStyle = '#9aa7b4';
    ctx.beginPath();
    ctx.moveTo(x, y + 0.2);
    ctx.lineTo(x + 0.03, y);
    ctx.lineTo(x + 0.15, y);
    ctx.lineTo(x + 0.18, y + 0.2);
    ctx.closePath();
    ctx.fill();
  },
];

/** A range: an oven below, the hob on top. */
export const STOVE_TOP = 0.9;
export const stove = (x: number): Prop => (ctx) => {
  rr(ctx, x, 0, 0.66, STOVE_TOP, 0.02, '#4a5563');
  rr(ctx, x + 0.08, 0.14, 0.5, 0.44, 0.03, '#2b3340');
  rr(ctx, x + 0.12, 0.52, 0.42, 0.03, 0.01, '#9aa7b4');
  rr(ctx, x - 0.02, STOVE_TOP - 0.04, 0.7, 0.05, 0.02, '#2b3340');
};

/** A deep pot of boiling water on the hob. */
export const stockPot = (x: number): Prop => (ctx) => {
  rr(ctx, x, STOVE_TOP, 0.34, 0.28, 0.03, '#b8c2cc');
  rr(ctx, x - 0.02, STOVE_TOP + 0.26, 0.38, 0.03, 0.01, '#8d99a6');
  rr(ctx, x + 0.03, STOVE_TOP + 0.18, 0.28, 0.02, 0.01, '#dde4ea');
};

/** A noodle strainer lifted over the pot: a deep mesh basket on a long handle, a heap of noodles in it, water dripping. */
const strainer = (hand: P, at: P): Prop => (ctx) => {
  const [x, y] = at;
  limb(ctx, [hand, [x - 0.12, y + 0.06]], 0.025, '#6b4a2b');
  // The noodles heaped above the rim, a few strands hanging over it.
  ctx.strokeStyle = '#f5d061';
  ctx.lineWidth = 0.016;
  ctx.lineCap = 'round';
  for (let k = -3; k <= 3; k++) {
    ctx.beginPath();
    ctx.moveTo(x + k * 0.03, y + 0.06);
    ctx.bezierCurveTo(x + k * 0.03 + 0.03, y + 0.1, x + k * 0.03 - 0.03, y + 0.13, x + k * 0.02, y + 0.15 - Math.abs(k) * 0.015);
    ctx.stroke();
  }
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(x + side * 0.12, y + 0.08);
    ctx.quadraticCurveTo(x + side * 0.16, y + 0.02, x + side * 0.14, y - 0.06);
    ctx.stroke();
  }
  // The basket: a deep bowl of mesh, its rim a steel ring.
  ctx.fillStyle = '#7b8794';
  ctx.beginPath();
  ctx.moveTo(x - 0.13, y + 0.08);
  ctx.bezierCurveTo(x - 0.12, y - 0.12, x + 0.12, y - 0.12, x + 0.13, y + 0.08);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.lineWidth = 0.008;
  for (let k = -2; k <= 2; k++) {
    ctx.beginPath();
    ctx.moveTo(x + k * 0.045, y + 0.08);
    ctx.lineTo(x + k * 0.03, y - 0.06);
    ctx.stroke();
  }
  rr(ctx, x - 0.145, y + 0.065, 0.29, 0.03, 0.012, '#c9d2dc');
  ctx.fillStyle = '#9fd8f5';
  for (const [dx, dy] of [[-0.04, -0.13], [0.02, -0.18], [0.05, -0.12], [-0.01, -0.24]] as const) {
    ctx.beginPath();
    ctx.arc(x + dx, y + dy, 0.013, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A chopping board on the worktop, a carrot being cut and its slices, the knife in hand. */
const chopping = (x: number, y: number, hand: P): Prop[] => [
  (ctx) => {
    rr(ctx, x, y, 0.36, 0.035, 0.01, '#c98f55');
    ctx.fillStyle = '#f08a24';
    ctx.beginPath();
    ctx.moveTo(x + 0.2, y + 0.035);
    ctx.lineTo(x + 0.34, y + 0.05);
    ctx.lineTo(x + 0.2, y + 0.075);
    ctx.closePath();
    ctx.fill();
    for (const dx of [0.05, 0.09, 0.13]) rr(ctx, x + dx, y + 0.035, 0.025, 0.03, 0.012, '#f08a24');
  },
  (ctx) => {
    rr(ctx, hand[0] - 0.02, hand[1] - 0.02, 0.08, 0.035, 0.012, '#2b2b2b');
    ctx.fillStyle = '#dde4ea';
    ctx.beginPath();
    ctx.moveTo(hand[0] + 0.06, hand[1] - 0.005);
    ctx.lineTo(hand[0] + 0.2, hand[1] - 0.1);
    ctx.lineTo(hand[0] + 0.06, hand[1] - 0.04);
    ctx.closePath();
    ctx.fill();
  },
];

/** A plate on the worktop, the dish on it being finished with a spoon. */
const plating = (x: number, y: number, hand: P): Prop[] => [
  (ctx) => {
    rr(ctx, x, y, 0.34, 0.03, 0.015, '#f4f7fa');
    ctx.fillStyle = '#c0392b';
    ctx.beginPath();
    ctx.ellipse(x + 0.17, y + 0.05, 0.08, 0.035, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#5a9e4b';
    for (const dx of [0.1, 0.2, 0.24]) {
      ctx.beginPath();
      ctx.arc(x + dx, y + 0.08, 0.02, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  (ctx) => limb(ctx, [hand, [hand[0] + 0.12, hand[1] - 0.09]], 0.02, '#9aa7b4'),
];

/** A bicycle seen from the side, its saddle at (0, 0.92): wheels behind the far leg, the frame between the legs. */
const WHEEL = 0.33;
export const bicycle: { wheels: Prop; frame: (ctx: SKRSContext2D, art: Art, paint?: string) => void } = {
  wheels: (ctx) => {
    for (const x of [-0.42, 0.68]) {
      ctx.strokeStyle = '#2b2f36';
      ctx.lineWidth = 0.045;
      ctx.beginPath();
      ctx.arc(x, WHEEL, WHEEL - 0.02, 0, Math.PI * 2);
      ctx.stroke();
      ctx.strokeStyle = '#b8c2cc';
      ctx.lineWidth = 0.008;
      for (let k = 0; k < 6; k++) {
        const a = (k * Math.PI) / 6;
        ctx.beginPath();
        ctx.moveTo(x - Math.cos(a) * (WHEEL - 0.04), WHEEL - Math.sin(a) * (WHEEL - 0.04));
        ctx.lineTo(x + Math.cos(a) * (WHEEL - 0.04), WHEEL + Math.sin(a) * (WHEEL - 0.04));
        ctx.stroke();
      }
    }
  },
  frame: (ctx, _art, paint = '#e4572e') => {
    // Seat tube, top tube, down tube, stays and fork, in one colour (a second rider's bike in another); the saddle and the bars.
    limb(ctx, [[-0.42, WHEEL], [0.06, 0.36], [-0.02, 0.88]], 0.04, paint);
    limb(ctx, [[-0.42, WHEEL], [-0.02, 0.88], [0.52, 0.86], [0.06, 0.36]], 0.04, paint);
    limb(ctx, [[0.52, 0.86], [0.68, WHEEL]], 0.04, paint);
    limb(ctx, [[0.52, 0.86], [0.56, 1.04], [0.66, 1.04]], 0.03, '#2b2f36');
    rr(ctx, -0.12, 0.9, 0.22, 0.05, 0.025, '#2b2f36');
    ctx.fillStyle = '#2b2f36';
    ctx.beginPath();
    ctx.arc(0.06, 0.36, 0.05, 0, Math.PI * 2);
    ctx.fill();
  },
};

// ---- The poses ---------------------------------------------------------------------------------

const STAND: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.06, 0.05], [-0.04, 0.05]], hands: [[0.07, 0.66], [-0.05, 0.66]] };
/**
 * A natural step, not a lunge, for whoever walks (alone, with a dog, carrying a box): the front heel down a foot's
 * length ahead, the back heel rising, the hip high enough that the knees stay nearly straight.
 */
const STEP: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.91], feet: [[0.17, 0.05], [-0.16, 0.11]] };

/** Box sizes in metres: a moving box, held close. */
const BOX = { w: 0.42, h: 0.34 };

export const BODY_POSES = {
  standing: { pose: STAND, extent: [-0.2, 0.32, 1.76] },
  // Mid-stride, the arms swinging against the legs.
  walking: { pose: { ...STEP, lean: 2, hands: [[-0.1, 0.68], [0.13, 0.7]] }, extent: [-0.32, 0.44, 1.76] },
  // Pushing a pram along, the baby lying in it.
  'pushing-pram': {
    pose: { hip: [0, 0.9], lean: 8, feet: [[0.18, 0.05], [-0.16, 0.07]], hands: [[0.42, 1.0], [0.4, 0.98]] },
    front: [(ctx, art) => drawPram(ctx, [0.42, 1.0], lookOf(art.look))],
    extent: [-0.34, 1.52, 1.76],
  },
  // Running: the near knee up, the far foot kicking back, the arms bent.
  running: {
    pose: { hip: [0, 0.86], lean: 12, feet: [[0.22, 0.3], [-0.46, 0.14]], hands: [[-0.16, 0.98], [0.32, 1.14]] },
    extent: [-0.6, 0.58, 1.72],
  },
  // Handing something over: the near arm held out at chest height, the thing in its hand (layout.ts puts it there), turned to the other.
  giving: { pose: { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.56, 1.14], [0.0, 0.68]], nod: 6 }, extent: [-0.2, 0.64, 1.76] },
  // Reaching a hand out at the waist to shake another's.
  shaking: { pose: { hip: [0, 0.92], lean: 2, feet: [[0.06, 0.05], [-0.04, 0.05]], hands: [[0.46, 1.0], [-0.04, 0.66]] }, extent: [-0.2, 0.54, 1.76] },
  // On the saddle of a bicycle, hands on the bars, a foot on each pedal, speed lines behind.
  cycling: {
    pose: CYCLING,
    back: [speedLines(-0.24, [1.42, 1.12, 0.84]), bicycle.wheels],
    middle: [bicycle.frame],
    extent: [-0.78, 1.04, 1.7],
  },
  // A low lunge, the back knee down, hands on the front knee: a stretch.
  lunging: {
    pose: { hip: [0, 0.52], lean: -4, feet: [[0.44, 0.05], [-0.5, 0.04]], hands: [[0.36, 0.56], [0.3, 0.58]], knees: [1, -1] },
    extent: [-0.72, 0.72, 1.32],
  },
  // Knees bent, back straight, the box on the floor between the feet gripped at its sides.
  squatting: {
    pose: { hip: [-0.08, 0.5], lean: 34, feet: [[0.18, 0.05], [0.06, 0.05]], hands: [[0.42, 0.24], [0.36, 0.26]], nod: 10 },
    middle: [box(0.26, 0, BOX.w, BOX.h)],
    extent: [-0.3, 0.8, 1.36],
  },
  // Upright, the box held close at the waist in both hands.
  holding: {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.32, 0.84], [0.28, 0.88]] },
    middle: [box(0.12, 0.78, BOX.w, BOX.h)],
    extent: [-0.2, 0.62, 1.76],
  },
  // Mid-stride, the box held close.
  carrying: {
    pose: { ...STEP, lean: 4, hands: [[0.32, 0.84], [0.28, 0.88]] },
    middle: [box(0.12, 0.78, BOX.w, BOX.h)],
    extent: [-0.36, 0.62, 1.74],
  },
  // Feet a shoulder's width apart, close to the box on the floor, ready to lift.
  bracing: {
    pose: { hip: [0, 0.9], lean: 4, feet: [[0.2, 0.05], [-0.16, 0.05]], hands: [[0.1, 0.64], [0.02, 0.64]], nod: 12 },
    middle: [box(0.3, 0, BOX.w, BOX.h)],
    extent: [-0.3, 0.82, 1.74],
  },
  // The box at the waist, a foot stepping round: turning with the feet, not twisting at the back.
  turning: {
    pose: { hip: [0, 0.9], lean: 2, feet: [[0.24, 0.06], [-0.12, 0.05]], hands: [[0.32, 0.84], [0.28, 0.88]] },
    back: [turnArrow],
    middle: [box(0.12, 0.78, BOX.w, BOX.h)],
    extent: [-0.42, 0.62, 1.76],
  },
  // Leaning into the handle of a loaded trolley.
  pushing: {
    pose: { hip: [-0.1, 0.86], lean: 18, feet: [[0.12, 0.05], [-0.34, 0.08]], hands: [[0.44, 1.03], [0.4, 1.01]] },
    back: [],
    front: trolley(0.46, 0.62),
    extent: [-0.46, 1.12, 1.7],
  },
  // One arm up to a high shelf, the box lifted down in both hands.
  reaching: {
    pose: { hip: [0, 0.93], lean: -4, feet: [[0.08, 0.05], [-0.04, 0.09]], hands: [[0.24, 1.9], [0.2, 1.94]] },
    front: [box(0.1, 1.9, BOX.w * 0.8, BOX.h * 0.8)],
    extent: [-0.22, 0.52, 2.24],
  },
  // Standing, a clipboard held up to read: checking, inspecting.
  inspecting: {
    pose: { hip: [0, 0.92], lean: 0, feet: [[0.06, 0.05], [-0.04, 0.05]], hands: [[0.32, 1.08], [0.36, 1.2]], nod: 14 },
    front: [clipboard],
    extent: [-0.2, 0.52, 1.76],
  },
  // Down on one knee beside the thing worked on.
  kneeling: {
    pose: { hip: [0, 0.52], lean: 8, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.5, 0.42], [0.3, 0.6]], knees: [1, -1], nod: 12 },
    middle: [box(0.48, 0, BOX.w, BOX.h)],
    extent: [-0.5, 0.96, 1.36],
  },
  // Mopping, a wet-floor sign beside.
  mopping: {
    pose: { hip: [0, 0.9], lean: 10, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.3, 0.86], [0.22, 1.1]], nod: 10 },
    front: [...mop([0.3, 0.86])],
    back: [wetFloor(-0.62)],
    extent: [-0.66, 0.8, 1.74],
  },
  // Wiping a worktop with a cloth, the spray in the other hand.
  wiping: {
    pose: { hip: [0, 0.92], lean: 14, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.5, 0.96], [0.26, 1.0]], nod: 16 },
    front: [worktop(0.3), spray([0.26, 1.0]), towel(0.52, 0.98)],
    extent: [-0.2, 0.94, 1.74],
  },
  // At the basin, hands under the running tap.
  'washing-hands': {
    pose: { hip: [0, 0.92], lean: 12, feet: [[0.06, 0.05], [-0.04, 0.05]], hands: [[0.44, 0.92], [0.4, 0.95]], nod: 18 },
    front: [basin(0.26)],
    extent: [-0.2, 0.62, 1.74],
  },
  // Leaning over the grooming table, drying the dog on it with a towel.
  'grooming-towel': {
    pose: { hip: [0, 0.9], lean: 20, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.62, 1.1], [0.5, 1.0]], nod: 14 },
    back: [groomingTable(0.3, 1.2), animalAt(0.36, GROOM_TOP + 0.02, 0.72)],
    front: [towel(0.66, 1.12)],
    extent: [-0.22, 1.22, 1.74],
  },
  'grooming-brush': {
    pose: { hip: [0, 0.9], lean: 20, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.62, 1.16], [0.5, 1.0]], nod: 14 },
    back: [groomingTable(0.3, 1.2), animalAt(0.36, GROOM_TOP + 0.02, 0.72)],
    front: [brush(0.62, 1.18)],
    extent: [-0.22, 1.22, 1.74],
  },
  'grooming-dryer': {
    pose: { hip: [0, 0.9], lean: 12, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.36, 1.22], [0.48, 0.96]], nod: 10 },
    back: [groomingTable(0.34, 1.24), animalAt(0.48, GROOM_TOP + 0.02, 0.72)],
    front: [dryer(0.36, 1.22)],
    extent: [-0.22, 1.26, 1.74],
  },
  // Washing the dog in a tub, shower head in hand.
  bathing: {
    pose: { hip: [0, 0.9], lean: 18, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.56, 1.16], [0.46, 0.9]], nod: 14 },
    back: [tub(0.34, 1.2)[0]!, animalAt(0.46, 0.5, 0.66)],
    middle: [tub(0.34, 1.2)[1]!],
    front: [showerHead(0.56, 1.16)],
    extent: [-0.22, 1.22, 1.74],
  },
  // The vet leaning over the table, stethoscope to the dog.
  'vet-examining': {
    pose: { hip: [0, 0.9], lean: 18, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.56, 0.98], [0.46, 0.9]], nod: 14 },
    back: [groomingTable(0.34, 1.2), animalAt(0.4, GROOM_TOP + 0.02, 0.72)],
    front: [(ctx) => rr(ctx, 0.54, 0.94, 0.07, 0.07, 0.035, '#9aa7b4')],
    extent: [-0.22, 1.22, 1.74],
  },
  // Walking the dog on its lead.
  'walking-dog': {
    pose: { ...STEP, lean: 3, hands: [[0.3, 0.72], [-0.14, 0.7]] },
    back: [animalAt(0.5, 0, 0.62, true)],
    front: [lead([0.3, 0.72], [0.96, 0.44])],
    extent: [-0.34, 1.14, 1.74],
  },
  // Crouched, setting the bowl down for the pet.
  feeding: {
    pose: { hip: [-0.06, 0.48], lean: 26, feet: [[0.2, 0.05], [0.04, 0.05]], hands: [[0.46, 0.14], [0.3, 0.3]], nod: 14 },
    back: [animalAt(0.66, 0, 0.56)],
    middle: [bowl(0.38)],
    extent: [-0.3, 1.24, 1.34],
  },
  // A physiotherapist at the end of the treatment table, hands at the knee of the patient lying on it.
  treating: {
    pose: { hip: [0, 0.92], lean: 22, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.7, 1.18], [0.6, 1.0]], nod: 6 },
    back: [plinth(0.3, 2.02), lyingPatient(0.95)],
    extent: [-0.24, 2.06, 1.76],
  },
  // A coach standing at the head of the bench, hands ready under the bar of the lifter pressing it.
  spotting: {
    pose: { hip: [0, 0.92], lean: 18, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.66, 1.1], [0.6, 1.06]], nod: 20 },
    back: [weightBench(0.34, 1.5), benchPresser(1.22), barbell(0.72, 1.16)],
    extent: [-0.24, 1.98, 1.76],
  },
  // Seated on a stool at a low table, painting on paper, pots of paint beside it.
  painting: {
    pose: { hip: [0, 0.5], lean: 14, feet: [[0.3, 0.05], [0.22, 0.05]], hands: [[0.56, 0.8], [0.44, 0.74]], nod: 22 },
    back: [stool(0, 0.46)],
    front: [paintTable(0.3, 1.12, 0.7), paintBrush([0.56, 0.8], [0.64, 0.72])],
    extent: [-0.2, 1.14, 1.36],
  },
  // At the counter, gathering stems into a bouquet in its paper, a bucket of cut flowers beside it.
  arranging: {
    pose: { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.6, 1.12], [0.7, 1.18]], nod: 14 },
    front: [worktop(0.32), ...bouquet(0.66, 0.94), ...flowerBucket(0.74, 0.94)],
    extent: [-0.2, 0.98, 1.76],
  },
  // At the stove, the noodle strainer lifted out of the boiling pot, shaken dry over it.
  draining: {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.42, 1.28], [0.36, 1.22]], nod: 16 },
    back: [stove(0.3), stockPot(0.46), steam(0.46, 1.2, 0.34)],
    front: [strainer([0.42, 1.28], [0.64, 1.38])],
    extent: [-0.2, 0.98, 1.76],
  },
  chopping: {
    pose: { hip: [0, 0.92], lean: 12, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.46, 1.06], [0.66, 0.98]], nod: 22 },
    front: [worktop(0.32), ...chopping(0.4, 0.94, [0.46, 1.06])],
    extent: [-0.2, 0.96, 1.76],
  },
  plating: {
    pose: { hip: [0, 0.92], lean: 12, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.5, 1.1], [0.72, 0.98]], nod: 22 },
    front: [worktop(0.32), ...plating(0.44, 0.94, [0.5, 1.1])],
    extent: [-0.2, 0.96, 1.76],
  },
  // At an older person's side, a hand under their arm.
  supporting: {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.44, 1.02], [0.3, 0.8]], nod: 8 },
    middle: [elder(0.62)],
    extent: [-0.2, 1.0, 1.74],
  },
  ...WORK_SCENES,
  ...MORE_WORK_SCENES,
  ...HANDS_AT_WORK,
  ...COUNTER_AND_BED_JOBS,
  ...TRADE_WORK,
  ...INSTALLER_WORK,
  ...FOOD_TRADES,
  ...DRIVING,
  ...PETS,
  ...CAT_PLAY,
  ...FIRE_EXTINGUISHER,
  ...FIRST_AID,
  ...CARE_WORK,
  ...EQUIPMENT_CLEANING,
  ...WELCOME_AT_DOOR, ...WELCOME_AT_DESK, ...WHEELED_HAND_OVER, 
  ...HOME_MOVE,
  ...REMOVALS,
  ...EXERCISE_POSES, ...FITNESS_CLASS, ...ROWING_MACHINE, ...CARDIO_MACHINES, 
  ...WORN_PRODUCTS,
  ...DRINKS_SERVED, ...RIDERS, ...SURF, ...SWIMMING, ...BARBER_WORK,
  ...FORKLIFT,
  ...CALL_CENTRE,
  ...OFFICE_SECURITY,
  ...PHONE_ON_THE_GO,
  ...EVENTS,
  ...EATING_OUT,
  ...MUSICIANS, ...DANCERS,
  ...WELCOME_IN_THE_OPEN, ...SEATED_ON,
  ...PALLET_JACK, ...ORDER_PICKING,
  ...DOG_PLAY,
  ...GARAGE_JOBS,
  ...BAKERY_JOBS,
  ...MEAT_SLICER, ...FLOOR_SCRUBBER, ...DEEP_FRYER,
  ...CLOTHING_WORN,
  ...KITCHEN_FRIDGE,
  ...TABLE_SERVICE,
  ...LESSONS,
  ...TOOTH_BRUSHING,
  ...WEDDING, ...WEDDING_TOAST,
  ...FOOD_TRUCK_SCENES,
  ...HOUSEKEEPING,
  ...SOFA_GROUP, ...SMART_HOME,
  ...CONSULTATION,
  ...VET_WORK,
  ...KIDS_CLUB,
  ...MARKET_SCENES, ...FAIR_SCENES,
  ...EVACUATION,
  ...CAR_WASH_JOBS,
  ...LIFT_WORK,
  ...DEALER_HAND_OVER,
  ...COOKING_CLASS,
  ...COWORKING_SCENES, ...COUNTER_WORK,
  ...BEAUTY_WORK,
  ...TUTORING,
  ...SPORT_LESSONS,
  ...ESPRESSO_CLOSE_DOWN,
  ...COMPLAINT_DESK,
  ...FRONT_DESK_WORK,
  ...DISH_AREA,
  ...STOCK_WORK,
} satisfies Record<string, Scene>;

export type BodyPose = keyof typeof BODY_POSES;

/** Poses whose things include the animal the prompt names. */
export const WITH_ANIMAL: ReadonlySet<BodyPose> = new Set(['grooming-towel', 'grooming-brush', 'grooming-dryer', 'bathing', 'vet-examining', 'walking-dog', 'feeding', 'hugging-pet', 'hugging-pet-child', 'holding-pet', 'stroking-cat', 'playing-with-cat', 'cat-tree', 'vet-vaccinating', 'vet-teeth', 'carrier-at-desk']);

// ---- The picture's name ------------------------------------------------------------------------

const PREFIX = 'body:';

/** Any pose a person is drawn in: in profile at their work (BODY_POSES), or facing the viewer (figure-front.ts). */
export type FigurePose = BodyPose | FrontPoseName;
const isFigurePose = (name: string): name is FigurePose => name in BODY_POSES || isFrontPose(name);

/**
 * `body:squatting:hivis`, with the animal's picture `body:grooming-towel:tunic:dog`, cut at the
 * waist (to stand behind a counter) `body:serving:apron~waist`; the look goes last (`withLook`).
 */
export function bodyPicture(pose: FigurePose, dress: Dress, animal?: string, waist = false): string {
  const withAnimal = animal && WITH_ANIMAL.has(pose as BodyPose) ? `:${animal}` : '';
  return `${PREFIX}${pose}:${dress}${withAnimal}${waist ? '~waist' : ''}`;
}

/** A drawn person who faces the viewer (figure-front.ts): they need not turn to whoever they are with. */
export const facesViewer = (picture: string): boolean => {
  const parsed = parse(picture);
  return Boolean(parsed && isFrontPose(parsed.pose));
};

/**
 * A drawn person facing the viewer, posed otherwise: holding something up (the arm that holds it is
 * drawn with it, not in their picture), hands on the table they sit at. Any other picture as it is.
 */
export const reposed = (picture: string, pose: FrontPoseName): string => {
  const parsed = parse(picture);
  return parsed && isFrontPose(parsed.pose) ? picture.replace(`${PREFIX}${parsed.pose}:`, `${PREFIX}${pose}:`) : picture;
};

/** A drawn person's picture in a child's clothes (and so a child's build) when `young`, unless already a child's or a toddler's. */
export const asChild = (picture: string, young: boolean): string => {
  const parsed = parse(picture);
  if (!young || !parsed || buildOf(parsed.dress).young) return picture;
  return picture.replace(`${PREFIX}${parsed.pose}:${parsed.dress}`, `${PREFIX}${parsed.pose}:child`);
};

/**
 * The picture of a drawn person carrying a baby: facing the viewer, it in their arms; walking, pushing
 * it in a pram. Null for anyone else (at work, seated: the baby is drawn apart).
 */
export const carried = (picture: string): string | null => {
  const parsed = parse(picture);
  if (!parsed || buildOf(parsed.dress).young) return null;
  if (parsed.pose === 'walking') return picture.replace(`${PREFIX}walking:`, `${PREFIX}pushing-pram:`).replace('~waist', '');
  return isFrontPose(parsed.pose) ? reposed(picture, 'cradling') : null;
};

/** The picture of a drawn person with this look (figure-look.ts `lookCode`); any other picture as it is. */
export const withLook = (picture: string, look: string): string => (isBody(picture) ? `${picture.replace(/@\d+$/, '')}@${look}` : picture);

interface Parsed {
  pose: FigurePose;
  dress: Dress;
  animal: string | null;
  look: string;
  waist: boolean;
}

function parse(picture: string): Parsed | null {
  if (!picture.startsWith(PREFIX)) return null;
  const [name, look = PLAIN_LOOK] = picture.slice(PREFIX.length).split('@');
  const waist = name!.endsWith('~waist');
  const [pose, dress, animal] = name!.replace(/~waist$/, '').split(':');
  if (!pose || !isFigurePose(pose) || !(DRESSES as readonly string[]).includes(dress ?? '') || !/^\d{3}$/.test(look)) return null;
  return { pose: pose as FigurePose, dress: dress as Dress, animal: animal ?? null, look, waist };
}

export const isBody = (picture: string): boolean => parse(picture) !== null;

/** A drawn person's picture cut at the waist (to stand behind a counter): nothing of them shows below it. */
export const cutAtWaist = (picture: string): boolean => parse(picture)?.waist ?? false;

/** The pose a drawn person's picture shows, and the animal drawn with them, else null. */
export const bodyPose = (picture: string): { pose: FigurePose; animal: string | null } | null => {
  const parsed = parse(picture);
  return parsed && { pose: parsed.pose, animal: parsed.animal };
};

/** The clothes a drawn person's picture is in, else null. */
export const bodyDress = (picture: string): Dress | null => parse(picture)?.dress ?? null;

/** The skin, sleeve and trousers of a drawn person's picture (a held thing's arm, a seated person's legs match them), else null. */
export const bodyArm = (picture: string) => {
  const parsed = parse(picture);
  if (!parsed) return null;
  const outfit = outfitOf(parsed.dress, parsed.look);
  return { skin: lookOf(parsed.look).skin, sleeve: outfit.top, legs: outfit.legs };
};

/** The body of whoever wears this dress: a child's clothes, a child's. */
const buildOf = (dress: Dress): Build => OUTFITS[dress].build ?? BUILDS.adult;

/**
 * A pose's picture in the pose's metres (a grown-up's: figure-build.ts): its left and right, its top
 * (raised for a longer torso and a larger head), its bottom (the floor, or the waist), its width and height.
 */
function frameOf(pose: FigurePose, dress: Dress = 'casual', waist = false) {
  const build = buildOf(dress);
  const [x0, x1, extentTop] = isFrontPose(pose) ? frontExtent(pose, build) : (BODY_POSES[pose] as Scene).extent;
  const crown = (b: Build) => {
    const { cy, head } = headOf(pose, b);
    return cy + head;
  };
  const top = extentTop + (isFrontPose(pose) ? 0 : crown(build) - crown(BUILDS.adult));
  const bottom = waist ? WAIST : 0;
  return { x0, x1, top, bottom, w: x1 - x0, h: top - bottom };
}

/** The share of a picture's height, from its top, that a frame must show (Scene `framedTo`): 1 for all but what stands in water. */
export function bodyFramedShare(picture: string): number {
  const parsed = parse(picture);
  const to = parsed && !isFrontPose(parsed.pose) ? (BODY_POSES[parsed.pose] as Scene).framedTo : undefined;
  if (to === undefined) return 1;
  const { top, bottom, h } = frameOf(parsed!.pose, parsed!.dress, parsed!.waist);
  return Math.min(1, (top - Math.max(to, bottom)) / h);
}

/** Width over height of a pose's picture. */
export function bodyAspect(picture: string): number {
  const { pose, dress, waist } = parse(picture)!;
  const { w, h } = frameOf(pose, dress, waist);
  return w / h;
}

/** A pose's longer side in metres (what the layout scales it by). */
export function bodySize(pose: FigurePose, waist = false): number {
  const { w, h } = frameOf(pose, 'casual', waist);
  return Math.max(w, h);
}

/** A drawn person's picture's longer side in real metres: people drawn at one scale keep it whatever their pose; a child's is a child's. */
export function bodyLength(picture: string): number {
  const { pose, dress, waist } = parse(picture)!;
  const { w, h } = frameOf(pose, dress, waist);
  return Math.max(w, h) * buildOf(dress).scale;
}

/** Where the head is turned from upright, degrees clockwise: the back's lean, the neck bent a little back from it, and the nod. */
const headTilt = (pose: Pose) => pose.lean * 0.6 + (pose.nod ?? 0);

/** The head's centre and radius in the pose's metres. */
function headOf(name: FigurePose, build: Build): { cx: number; cy: number; head: number } {
  if (isFrontPose(name)) {
    const { x, y, r } = frontHead(build);
    return { cx: x, cy: y, head: r };
  }
  const { pose } = BODY_POSES[name] as Scene;
  const lean = (pose.lean * Math.PI) / 180;
  const tilt = (headTilt(pose) * Math.PI) / 180;
  const head = BONE.head * build.head;
  const reach = BONE.neck * build.neck + head;
  const torso = BONE.torso * build.torso;
  return { cx: pose.hip[0] + torso * Math.sin(lean) + reach * Math.sin(tilt), cy: pose.hip[1] + torso * Math.cos(lean) + reach * Math.cos(tilt), head };
}

/** How far up a drawn person's picture a height on their body is (metres from the floor), as a share of the picture's height from its bottom. */
export function bodyLevel(picture: string, y: number): number {
  const { pose, dress, waist } = parse(picture)!;
  const { bottom, h } = frameOf(pose, dress, waist);
  return (y - bottom) / h;
}

/** The near shoulder as shares of the picture's box: across from its centre, down from its top (where a held thing's arm starts). */
export function bodyShoulder(picture: string): { x: number; y: number } {
  const { pose, dress, waist } = parse(picture)!;
  const { x0, x1, top, w, h } = frameOf(pose, dress, waist);
  const at = (x: number, y: number) => ({ x: (x - (x0 + x1) / 2) / w, y: (top - y) / h });
  // Just inside the outline, on the body (the arm takes the colour found there).
  const build = buildOf(dress);
  if (isFrontPose(pose)) {
    const body = frontBody(build);
    return at(body.shoulderX * 0.7, body.shoulder - 0.04);
  }
  const { hip, lean } = (BODY_POSES[pose] as Scene).pose;
  const rad = (lean * Math.PI) / 180;
  const torso = BONE.torso * build.torso;
  return at(hip[0] + torso * Math.sin(rad), hip[1] + torso * Math.cos(rad) - 0.05);
}

/** The near hand of a figure in profile as shares of the picture's box (from its left, from its top), facing right: where what it holds out is; null facing the viewer. */
export function bodyHand(picture: string): { x: number; y: number } | null {
  const { pose, dress, waist } = parse(picture)!;
  if (isFrontPose(pose)) return null;
  const { x0, top, w, h } = frameOf(pose, dress, waist);
  const [hx, hy] = (BODY_POSES[pose] as Scene).pose.hands[0];
  return { x: (hx - x0) / w, y: (top - hy) / h };
}

/** The head's box (the face and hair, a hard hat's brim) as shares of the picture's box, the figure facing right. */
export function bodyFace(picture: string): { x: number; y: number; w: number; h: number } {
  const { pose, dress, waist } = parse(picture)!;
  const { x0, top, w, h } = frameOf(pose, dress, waist);
  const { cx, cy, head } = headOf(pose, buildOf(dress));
  const r = head * 1.25;
  return { x: (cx - r - x0) / w, y: (top - cy - r) / h, w: (2 * r) / w, h: (2 * r) / h };
}

// ---- The rig -----------------------------------------------------------------------------------

/**
 * A leg's knee and ankle (what is worn over the shins is drawn along them: a boot's shaft, a cuff, bare legs below a hem).
 * Knees bend counter-clockwise of hip→ankle: ahead of the line for a foot in front, down to the floor for a knee down behind.
 */
export function legJoints(pose: Pose, k: 0 | 1): { knee: P; ankle: P } {
  const { mid, end } = joint(pose.hip, pose.feet[k], BONE.thigh, BONE.shin, 1);
  return { knee: mid, ankle: end };
}

/** The middle joint of a two-bone limb from root to target, bending to the `bend` side (+1: counter-clockwise of the root→target line). */
function joint(root: P, target: P, a: number, b: number, bend: number): { mid: P; end: P } {
  const dx = target[0] - root[0];
  const dy = target[1] - root[1];
  const d = Math.min(Math.max(Math.hypot(dx, dy), Math.abs(a - b) + 1e-3), a + b - 1e-3);
  const base = Math.atan2(dy, dx);
  const angle = Math.acos(Math.max(-1, Math.min(1, (a * a + d * d - b * b) / (2 * a * d))));
  const mid: P = [root[0] + a * Math.cos(base + bend * angle), root[1] + a * Math.sin(base + bend * angle)];
  const end: P = [root[0] + d * Math.cos(base), root[1] + d * Math.sin(base)];
  return { mid, end };
}


/** Bare hands take the figure's skin; gloves keep their colour. */
const handsOf = (outfit: Outfit, look: Look) => (outfit.hands === undefined || outfit.hands === SKIN ? look.skin.tone : outfit.hands);

/** The figure of `pose` with its hip at x offset `dx`, looking as `look` says; `hair` overrides its hair colour. */
export function drawFigure(ctx: SKRSContext2D, pose: Pose, outfit: Outfit, dx = 0, hair?: string, between?: () => void, look: Look = lookOf(PLAIN_LOOK)): void {
  const face: Look = hair ? { ...look, hair } : look;
  const hands = handsOf(outfit, look);
  // A child's torso, neck, head and arms against a grown-up's legs, in the pose's metres (figure-build.ts).
  const build = outfit.build ?? BUILDS.adult;
  const torso = BONE.torso * build.torso;
  ctx.save();
  ctx.translate(dx, 0);
  const rad = (pose.lean * Math.PI) / 180;
  const hip = pose.hip;
  const shoulder: P = [hip[0] + torso * Math.sin(rad), hip[1] + torso * Math.cos(rad)];
  const knees = pose.knees ?? [1, 1];
  const leg = (k: 0 | 1) => legJoints(pose, k);
  const arm = (k: 0 | 1) => {
    const s: P = [shoulder[0] + (k === 0 ? 0.02 : -0.02), shoulder[1] - 0.05];
    // Elbows bend down and back of the shoulder→hand line.
    const { mid, end } = joint(s, pose.hands[k], BONE.upperArm * build.arm, BONE.forearm * build.arm, -1);
    return { s, elbow: mid, hand: end };
  };
  const drawLeg = (k: 0 | 1, shade: boolean) => {
    const { knee, ankle } = leg(k);
    const kneelingShin = knees[k] < 0;
    limb(ctx, [hip, knee, ankle], WIDTH.limb * build.girth, outfit.legs);
    if (shade) limb(ctx, [hip, knee, ankle], WIDTH.limb * build.girth, SHADE);
    // A shoe: forward along the floor, or for a knee down behind, the toes tucked under.
    const toe: P = pose.toes
      ? [ankle[0] + pose.toes[0], ankle[1] + pose.toes[1]]
      : kneelingShin
        ? [ankle[0] - 0.16, ankle[1] - 0.02]
        : [ankle[0] + BONE.foot, Math.max(0.03, ankle[1] - 0.03)];
    limb(ctx, [[ankle[0] - 0.02, ankle[1]], toe], 0.08, outfit.shoes);
  };
  const drawArm = (k: 0 | 1, shade: boolean) => {
    const { s, elbow, hand } = arm(k);
    limb(ctx, [s, elbow, hand], WIDTH.arm * build.girth, outfit.top);
    if (shade) limb(ctx, [s, elbow, hand], WIDTH.arm * build.girth, SHADE);
    ctx.fillStyle = hands;
    ctx.beginPath();
    ctx.arc(hand[0], hand[1], 0.05 * build.girth, 0, Math.PI * 2);
    ctx.fill();
  };
  drawLeg(1, true);
  drawArm(1, true);
  between?.();
  // Torso: a rounded block from hip to shoulder, leaning; drawn in a grown-up's measures, stretched to the build's.
  ctx.save();
  ctx.translate(hip[0], hip[1]);
  ctx.rotate(-rad);
  ctx.scale(build.girth, build.torso);
  rr(ctx, -WIDTH.torso / 2, -SEAT, WIDTH.torso, SEAT + 0.1, 0.06, outfit.legs);
  rr(ctx, -WIDTH.torso / 2, -0.02, WIDTH.torso, BONE.torso + 0.06, 0.08, outfit.top);
  const over = outfit.over;
  if (over && over.bib) {
    // A bib front: overalls, its strap over the shoulder.
    rr(ctx, -0.02, -0.06, WIDTH.torso / 2 + 0.02, BONE.torso * 0.78, 0.04, over.colour);
    ctx.fillRect(0.02, BONE.torso * 0.6, 0.04, BONE.torso * 0.4);
  } else if (over && over.apron) {
    // An apron's neck strap; the apron itself hangs over the near thigh, drawn after it.
    ctx.fillStyle = over.colour;
    ctx.fillRect(0.04, BONE.torso * 0.55, 0.035, BONE.torso * 0.45);
  } else if (over) {
    rr(ctx, -WIDTH.torso / 2 + 0.02, -0.04, WIDTH.torso - 0.04, BONE.torso + 0.04, 0.06, over.colour);
    if (over.stripe) {
      ctx.fillStyle = over.stripe;
      ctx.fillRect(-WIDTH.torso / 2 + 0.02, BONE.torso * 0.18, WIDTH.torso - 0.04, 0.045);
      ctx.fillRect(-WIDTH.torso / 2 + 0.02, BONE.torso * 0.42, WIDTH.torso - 0.04, 0.045);
    }
  }
  // Neck and head, nodding toward the work.
  ctx.translate(0, BONE.torso);
  ctx.scale(1 / build.girth, 1 / build.torso);
  ctx.rotate(((pose.lean - headTilt(pose)) * Math.PI) / 180);
  const neck = BONE.neck * build.neck;
  rr(ctx, -0.04, 0, 0.08, neck + 0.04, 0.03, look.skin.tone);
  ctx.translate(0.01, neck + BONE.head * build.head);
  ctx.scale(build.head, build.head);
  drawProfileHead(ctx, face, BONE.head, build.young);
  if (outfit.hat) {
    // A hard hat: dome and brim.
    ctx.fillStyle = outfit.hat;
    ctx.beginPath();
    ctx.arc(0, 0.03, BONE.head * 1.1, 0, Math.PI);
    ctx.fill();
    rr(ctx, -BONE.head * 1.2, 0.02, BONE.head * 2.6, 0.035, 0.015, outfit.hat);
    ctx.fillStyle = SHADE;
    ctx.fillRect(-0.015, 0.05, 0.03, BONE.head);
  }
  ctx.restore();
  drawLeg(0, false);
  if (outfit.over?.apron) {
    // From the chest to above the knee, over the front of the body.
    ctx.save();
    ctx.translate(hip[0], hip[1]);
    ctx.rotate(-rad);
    ctx.scale(build.girth, build.torso);
    ctx.fillStyle = outfit.over.colour;
    ctx.beginPath();
    ctx.moveTo(0.01, BONE.torso * 0.62);
    ctx.lineTo(WIDTH.torso / 2 + 0.01, BONE.torso * 0.62);
    ctx.lineTo(WIDTH.torso / 2 + 0.06, -0.3);
    ctx.lineTo(-0.04, -0.3);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  drawArm(0, false);
  ctx.restore();
}

/**
 * Draws the pose's picture h pixels high (its width follows `bodyAspect`): the figure in its dress, with its things and the animal it cares for.
 * `mirrored`: it will be shown mirrored.
 */
export async function drawBody(ctx: SKRSContext2D, picture: string, h: number, mirrored = false, polish?: string): Promise<void> {
  const { pose, dress, animal, look, waist } = parse(picture)!;
  const { x0, bottom, h: tall } = frameOf(pose, dress, waist);
  const m = h / tall;
  const art: Art = { animal: animal ? await iconImage(animal, Math.ceil(m * 0.8)) : null, look, mirrored, polish };
  const outfit = { ...outfitOf(dress, look), ...(isFrontPose(pose) ? {} : (BODY_POSES[pose] as Scene).wears) };
  ctx.save();
  // Metres, y up, the picture's bottom edge at the floor (or at the waist: the legs fall below it, unseen).
  ctx.translate(-x0 * m, h + bottom * m);
  ctx.scale(m, -m);
  if (isFrontPose(pose)) drawFront(ctx, pose, outfit, lookOf(look));
  else {
    const scene = BODY_POSES[pose] as Scene;
    for (const p of scene.back ?? []) p(ctx, art);
    drawFigure(ctx, scene.pose, outfit, 0, undefined, () => {
      for (const p of scene.middle ?? []) p(ctx, art);
    }, lookOf(look));
    for (const p of scene.front ?? []) p(ctx, art);
  }
  ctx.restore();
}

/**
 * The dress as this figure wears it: everyday clothes in the colour its look picks, by its skin and hair, which
 * neighbours in a scene never share both of: with six colours, two people side by side never wear the same.
 */
function outfitOf(dress: Dress, look: string): Outfit {
  const outfit = OUTFITS[dress];
  const pick = Number(look[0]) * 2 + Number(look[1]);
  return outfit.tops ? { ...outfit, top: outfit.tops[pick % outfit.tops.length]! } : outfit;
}
