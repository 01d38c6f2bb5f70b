/**
 * The places a generated scene happens in, painted once as depth layers (far to near) that the
 * camera trucks across at different speeds: a harbour (sea, headland, lighthouse, moored boats,
 * the quay), a beach, a river path, a street of shopfronts, a city skyline, a park, mountains, a business's
 * shopfront (its name on the sign, its room seen through the window); and the rooms, each with the
 * props that tell it from the others (a boutique's clothes rails and mirror, a gym's dumbbell rack,
 * a bakery's bread shelves, a studio's rolled mats, a pizzeria's wood-fired oven…), whose windows
 * show the time of day, lit once as the prompt says (./room-light.ts: sun through the windows, or lamps).
 * Each place is drawn around the scene's ground line (`floor`) and, indoors, the counter top.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix, parseHex, textOn } from '../draw/palette';
import type { ConceptId } from '../compose/concepts';
import { INDOOR, type Light, type RoomId, type SettingId, type TimeOfDay } from '../compose/scene-graph';
import { fasciaName } from './fascia-name';
import { backBar, festoon, framedPicture, keyWall, laidTable, luggageTrolley, matRack, parasol, pizzaOven, pizzaPeel } from './hospitality-props';
import { breadShelves, chalkboard, clothesRail, deckOven, dumbbellRack, fill, flowerBuckets, laundryMachines, mirror, palletRacking, pawPrint, petFoodShelves, salonMirror, vetTable, waitingChairs, wallClock } from './room-props';
import { lightRoom, noFixtures, type Fixtures } from './room-light';
import { petCarePoster, weighingScale } from './vet-room';
import { crossSign, dentalChair, examCouch, foldingScreen, glassCabinet, medicineShelves, xrayViewer } from './clinic-props';
import { aisleSign, chiller, groceryShelves, produceCrates } from './grocery-props';
import { banner, bookcase, bookTable, displayCar } from './book-and-car-props';
import { alphabetCards, bedCurtain, bedsideLamp, bedsideMonitor, bunting, candlesAndStones, hotelBed, massageBed, toyShelves, wardBed } from './stay-props';
import { buildingFrame, cone, hoarding, towerCrane } from './site-props';
import { cakeDome, cupShelves, espressoMachine, letterBoard, pastryTray } from './cafe-props';
import { groomingBath, groomingTable, leadHooks, standDryer, towelsAndTreats } from './grooming-props';
import { bikeInStand, carLift, hangingWheels, rollerDoor, timberRack, toolWall, tyreStack, workbench } from './workshop-props';
import { glazedWall, hangingBasket, stagingBench, wrappingStation } from './garden-props';
import { extractionHood, hangingPans, kitchenPass, menuTags, noren, paperLantern, steelRange, stockPots } from './kitchen-props';
import { armchair, backwashBasin, bottleShelves, manicureDesk, standardLamp } from './lounge-props';
import { salonReception } from './salon-reception';
import { barn, fence, fields, forecourtCanopy, hayBale, priceTotem } from './roadside-props';
import { anatomyChart, bandsOnHooks, exerciseBall, foamRollers, treatmentPlinth } from './physio-props';
import { spinBikes, weightBench } from './gym-props';
import { pinboard, schoolDesks } from './school-props';
import { meatRail, SEA_TILES, tiledWall } from './butcher-props';
import { cheeseShelves, drapedNet, fishPlaque } from './food-shop-walls';
import { scrollAlcove, shojiOntoGarden, wineRack } from './drink-rooms';
import { paintSky, SKY, TINT } from './sky';
import { upperStoreys } from './upper-storeys';
import { CARRIAGE } from './train-carriage';
import { barriers, finishArch, finishTape, pylon, railing, stage, stalls, venueFloor, venueStage, venueWall } from './event-places';
import { BATHROOM } from './bathroom';
import { GELATERIA } from './gelateria-room';
import { POOL_ROOM } from './pool';
import { CLIMBING_GYM } from './climbing-gym';
import { HOUSE_ROOF } from './house-roof';
import { DOG_YARD } from './dog-yard';
import { STREAM } from './stream';
import { VINEYARD } from './vineyard';
import { WEDDING_VENUE } from './wedding-place';
import { WINE_CELLAR } from './wine-cellar';
import { FAIRGROUND } from './fairground';
import { CAR_WASH, driveIn } from './car-wash';
import { COOKERY_SCHOOL } from './cookery-school';
import { COWORKING_ROOM } from './coworking-room';
import { PREMISES_ROOM } from './premises-room';
import { WINDOW_FURNITURE } from './shop-windows';
import { TUTORING_CENTRE } from './tutoring-centre';
import { OPTICIAN } from './optician';
import { JEWELLER } from './jeweller';
import { CHIP_SHOP } from './chip-shop';
import { PET_SHOP } from './pet-shop';
import { tradeSign } from './trade-signs';
import { GOLF_COURSE, TENNIS_COURT } from './sport-grounds';
import { RIVER_TERRACE, SEA_TERRACE, viewWater } from './roof-terrace';

export interface PlaceGeometry {
  /** Layer width (wider than the frame, so the camera can truck) and the frame's height. */
  width: number;
  height: number;
  /** Where things stand; where the ground in front begins (the wall's foot indoors); where land meets sky. */
  floor: number;
  ground: number;
  horizon: number;
  /** The counter or desk top, if any: a kitchen's tiles end there. */
  surfaceTop: number | null;
  /** 1% of the frame's short side. */
  unit: number;
}

export interface PlaceLayer {
  picture: Canvas;
  /** How far the layer moves with the camera: 0 stays, 1 moves as the subjects do. */
  parallax: number;
}

export interface Place {
  layers: PlaceLayer[];
  outdoors: boolean;
  /** Open water between these rows: its waves move. */
  water: { top: number; bottom: number } | null;
  /** A room's telling props and where they are drawn (none outdoors). */
  props: Fixtures['props'];
}

/** The business whose shopfront is drawn: its sign's words (none: a blank fascia) and the room behind its window. */
export interface Sign {
  name: string | null;
  kind: RoomId;
  /** The font families of the prompt's language. */
  families: string;
}

export type Paint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, sign: Sign | null) => void;
/** A room's painter leaves its windows, lamps and telling props in `fx` for its light and its tests. */
/** `brought`: things the scene's figures bring in their own picture (a housekeeper's bed): the room leaves its own out. */
type RoomPaint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures, brought: ReadonlySet<ConceptId>) => void;

const night = (time: TimeOfDay) => time === 'night';

/** A rolling or jagged ridge from x = 0 to w, its baseline at `base`, filled down to `bottom`. */
export function ridge(ctx: SKRSContext2D, w: number, base: number, amp: number, bottom: number, colour: string, random: () => number, jagged: boolean): void {
  fill(ctx, colour, () => {
    ctx.moveTo(0, bottom);
    const step = w / (jagged ? 9 : 5);
    let prev = base - random() * amp;
    ctx.lineTo(0, prev);
    for (let x = step; x <= w + step; x += step) {
      const y = base - (jagged ? 0.3 + random() * 0.7 : 0.4 + 0.6 * random()) * amp;
      if (jagged) ctx.lineTo(x, y);
      else ctx.quadraticCurveTo(x - step / 2, Math.min(prev, y) - amp * 0.35, x, y);
      prev = y;
    }
    ctx.lineTo(w, bottom);
    ctx.closePath();
  });
}

export function water(time: TimeOfDay): string {
  return { dawn: '#6b8fc4', day: '#2f82bf', sunset: '#c2786a', night: '#1a2950' }[time];
}

function boat(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): void {
  fill(ctx, '#f4f1ea', () => {
    ctx.moveTo(x - s, y - s * 0.3);
    ctx.lineTo(x + s, y - s * 0.3);
    ctx.lineTo(x + s * 0.7, y);
    ctx.lineTo(x - s * 0.7, y);
    ctx.closePath();
  });
  fill(ctx, colour, () => ctx.rect(x - s, y - s * 0.36, s * 2, s * 0.1));
  fill(ctx, '#5b4636', () => ctx.rect(x - s * 0.03, y - s * 1.9, s * 0.06, s * 1.6));
  fill(ctx, '#ffffff', () => {
    ctx.moveTo(x + s * 0.06, y - s * 1.8);
    ctx.lineTo(x + s * 0.8, y - s * 0.45);
    ctx.lineTo(x + s * 0.06, y - s * 0.45);
    ctx.closePath();
  });
}

function lighthouse(ctx: SKRSContext2D, x: number, base: number, s: number, time: TimeOfDay): void {
  fill(ctx, '#f4f1ea', () => {
    ctx.moveTo(x - s * 0.5, base);
    ctx.lineTo(x - s * 0.32, base - s * 3);
    ctx.lineTo(x + s * 0.32, base - s * 3);
    ctx.lineTo(x + s * 0.5, base);
    ctx.closePath();
  });
  for (let k = 0; k < 2; k++) fill(ctx, '#d9483b', () => ctx.rect(x - s * 0.45 + k * s * 0.06, base - s * (0.8 + k * 1.1), s * (0.9 - k * 0.12), s * 0.45));
  fill(ctx, night(time) ? '#ffe58a' : '#3d4350', () => ctx.rect(x - s * 0.26, base - s * 3.5, s * 0.52, s * 0.5));
  fill(ctx, '#d9483b', () => {
    ctx.moveTo(x - s * 0.36, base - s * 3.5);
    ctx.lineTo(x, base - s * 3.9);
    ctx.lineTo(x + s * 0.36, base - s * 3.5);
    ctx.closePath();
  });
}

function house(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, wall: string, roof: string, lit: boolean): void {
  fill(ctx, wall, () => ctx.rect(x, base - h, w, h));
  fill(ctx, roof, () => {
    ctx.moveTo(x - w * 0.08, base - h);
    ctx.lineTo(x + w / 2, base - h - w * 0.42);
    ctx.lineTo(x + w * 1.08, base - h);
    ctx.closePath();
  });
  for (let k = 0; k < 2; k++) fill(ctx, lit ? '#ffd98a' : 'rgba(40,60,90,0.55)', () => ctx.rect(x + w * (0.18 + k * 0.42), base - h * 0.7, w * 0.22, h * 0.26));
}

function tree(ctx: SKRSContext2D, x: number, base: number, s: number, leaf: string): void {
  fill(ctx, '#6b4a34', () => ctx.rect(x - s * 0.08, base - s * 0.9, s * 0.16, s * 0.9));
  fill(ctx, leaf, () => {
    ctx.arc(x, base - s * 1.2, s * 0.5, 0, Math.PI * 2);
    ctx.moveTo(x - s * 0.3 + s * 0.4, base - s * 0.95);
    ctx.arc(x - s * 0.3, base - s * 0.95, s * 0.4, 0, Math.PI * 2);
    ctx.moveTo(x + s * 0.32 + s * 0.38, base - s * 0.98);
    ctx.arc(x + s * 0.32, base - s * 0.98, s * 0.38, 0, Math.PI * 2);
  });
}

export function pine(ctx: SKRSContext2D, x: number, base: number, s: number, colour: string): void {
  fill(ctx, colour, () => {
    ctx.moveTo(x, base - s);
    ctx.lineTo(x - s * 0.32, base);
    ctx.lineTo(x + s * 0.32, base);
    ctx.closePath();
  });
}

function palm(ctx: SKRSContext2D, x: number, base: number, s: number): void {
  ctx.strokeStyle = '#8a6446';
  ctx.lineWidth = s * 0.08;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.quadraticCurveTo(x + s * 0.1, base - s * 0.6, x + s * 0.3, base - s);
  ctx.stroke();
  ctx.strokeStyle = '#3f9a4f';
  ctx.lineWidth = s * 0.09;
  for (const a of [-2.6, -2.1, -1.4, -0.7, -0.2]) {
    ctx.beginPath();
    ctx.moveTo(x + s * 0.3, base - s);
    ctx.quadraticCurveTo(x + s * 0.3 + Math.cos(a) * s * 0.3, base - s + Math.sin(a) * s * 0.35 - s * 0.1, x + s * 0.3 + Math.cos(a) * s * 0.55, base - s + Math.sin(a) * s * 0.2 + s * 0.15);
    ctx.stroke();
  }
}

/** A row of towers, their windows lit at night. */
function towers(ctx: SKRSContext2D, w: number, base: number, minH: number, maxH: number, colour: string, lit: boolean, random: () => number): void {
  for (let x = -random() * 40; x < w; ) {
    const bw = (0.05 + random() * 0.07) * w;
    const bh = minH + random() * (maxH - minH);
    fill(ctx, colour, () => ctx.rect(x, base - bh, bw, bh + 2));
    const win = bw * 0.12;
    for (let wy = base - bh + win * 1.5; wy < base - win * 2; wy += win * 2.2) {
      for (let wx = x + win; wx < x + bw - win * 1.5; wx += win * 2) {
        if (random() > (lit ? 0.45 : 0.75)) fill(ctx, lit ? 'rgba(255,220,140,0.9)' : 'rgba(255,255,255,0.18)', () => ctx.rect(wx, wy, win, win * 1.2));
      }
    }
    x += bw + w * 0.006;
  }
}

/** Shopfronts along a street: facades, windows, doors and striped awnings in the brand's colours. */
function shopfronts(ctx: SKRSContext2D, w: number, base: number, height: number, palette: Palette, time: TimeOfDay, random: () => number): void {
  const walls = ['#e8d6c0', '#cfe0e8', '#f0e2c8', '#d9cde8', '#e6c9b8'];
  for (let x = 0, i = 0; x < w; i++) {
    const bw = height * (0.55 + random() * 0.3);
    const bh = height * (0.85 + random() * 0.3);
    const wall = mix(walls[i % walls.length]!, palette.background, 0.12);
    fill(ctx, wall, () => ctx.rect(x, base - bh, bw, bh));
    fill(ctx, mix(wall, '#000000', 0.15), () => ctx.rect(x, base - bh, bw, bh * 0.04));
    for (let r = 0; r < 2; r++) {
      for (let c = 0; c < 2; c++) {
        fill(ctx, night(time) ? (random() > 0.4 ? '#ffd98a' : '#39476b') : '#9cc4dc', () => ctx.rect(x + bw * (0.14 + c * 0.44), base - bh * (0.86 - r * 0.22), bw * 0.28, bh * 0.14));
      }
    }
    // The shop window and door, under an awning.
    fill(ctx, night(time) ? '#ffe3a3' : '#bcd9e6', () => ctx.rect(x + bw * 0.08, base - bh * 0.34, bw * 0.54, bh * 0.3));
    fill(ctx, mix(wall, '#000000', 0.45), () => ctx.rect(x + bw * 0.7, base - bh * 0.36, bw * 0.22, bh * 0.36));
    const stripe = i % 2 ? palette.accent : mix(palette.accent, '#ffffff', 0.2);
    for (let k = 0; k < 6; k++) {
      fill(ctx, k % 2 ? '#ffffff' : stripe, () => {
        const sx = x + bw * (0.04 + k * 0.155);
        ctx.moveTo(sx, base - bh * 0.44);
        ctx.lineTo(sx + bw * 0.155, base - bh * 0.44);
        ctx.lineTo(sx + bw * 0.155, base - bh * 0.37);
        ctx.lineTo(sx, base - bh * 0.37);
        ctx.closePath();
      });
    }
    x += bw + height * 0.04;
  }
}

function lampPost(ctx: SKRSContext2D, x: number, base: number, s: number, time: TimeOfDay): void {
  fill(ctx, '#3a3f4b', () => ctx.rect(x - s * 0.02, base - s, s * 0.04, s));
  fill(ctx, '#3a3f4b', () => ctx.roundRect(x - s * 0.07, base - s * 1.06, s * 0.14, s * 0.1, s * 0.03));
  if (night(time)) {
    const glow = ctx.createRadialGradient(x, base - s, 0, x, base - s, s * 0.4);
    glow.addColorStop(0, 'rgba(255,220,150,0.8)');
    glow.addColorStop(1, 'rgba(255,220,150,0)');
    fill(ctx, glow, () => ctx.arc(x, base - s, s * 0.4, 0, Math.PI * 2));
  }
}

/** The ground in front: paving, sand, grass. Lines across it recede toward the horizon. */
export function ground(ctx: SKRSContext2D, g: PlaceGeometry, colour: string, seams: string | null, seamGap: number): void {
  fill(ctx, colour, () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
  fill(ctx, mix(colour, '#ffffff', 0.25), () => ctx.rect(0, g.ground, g.width, g.unit * 0.8));
  if (!seams) return;
  ctx.strokeStyle = seams;
  ctx.lineWidth = Math.max(1, g.unit * 0.3);
  for (let y = g.ground + seamGap * 0.5, k = 1; y < g.height; y += seamGap * k, k *= 1.35) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(g.width, y);
    ctx.stroke();
  }
  for (let x = 0; x < g.width; x += seamGap * 2.4) {
    ctx.beginPath();
    ctx.moveTo(x, g.ground);
    ctx.lineTo(x + (x - g.width / 2) * 0.6, g.height);
    ctx.stroke();
  }
}

/** A river's far bank: buildings and trees along it. */
const farBank: Paint = (ctx, g, time, _p, random) => {
  towers(ctx, g.width, g.horizon + g.unit, g.unit * 6, g.unit * 18, mix('#8796ad', SKY[time][1], 0.4), night(time), random);
  fill(ctx, mix('#6f9a6a', SKY[time][1], 0.2), () => ctx.rect(0, g.horizon - g.unit, g.width, g.unit * 2.5));
  for (let x = g.unit * 3; x < g.width; x += g.unit * (8 + random() * 8)) tree(ctx, x, g.horizon + g.unit, g.unit * (5 + random() * 3), random() > 0.5 ? '#4f8a52' : '#3f7a47');
};

/** The river between the far bank and the ground in front. */
const river: Paint = (ctx, g, time, _p, random) => {
  // A river runs darker and bluer than the open sea, its banks and the sky's own colour in it.
  fill(ctx, mix(water(time), '#24577f', 0.55), () => ctx.rect(0, g.horizon + g.unit, g.width, g.ground - g.horizon));
  for (let k = 0; k < 40; k++) {
    const y = g.horizon + g.unit * 2 + random() * (g.ground - g.horizon - g.unit * 3);
    fill(ctx, 'rgba(255,255,255,0.28)', () => ctx.rect(random() * g.width, y, g.unit * (2 + random() * 4), g.unit * 0.4));
  }
};

/** Snow-capped peaks along the horizon (a declaration: stream.ts, which this file loads, reads it as it loads). */
export function snowPeaks(ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, _p: Palette, random: () => number): void {
  ridge(ctx, g.width, g.horizon, (g.horizon - g.unit * 10) * 0.55, g.height, mix('#7d8db0', SKY[time][1], 0.3), random, true);
  ctx.globalCompositeOperation = 'source-atop';
  fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.rect(0, 0, g.width, g.horizon - (g.horizon - g.unit * 10) * 0.4));
  ctx.globalCompositeOperation = 'source-over';
}

const OUTDOOR: Record<Exclude<SettingId, RoomId>, [Paint, Paint, Paint]> = {
  shopfront: [
    (ctx, g, time, palette, random) => shopfronts(ctx, g.width, g.ground + g.unit, Math.max(g.ground - g.horizon, g.unit * 16) * 2.2, palette, time, random),
    (ctx, g, time, palette, random, sign) => facade(ctx, g, time, palette, random, sign ?? { name: null, kind: 'shop', families: '' }),
    (ctx, g, time) => {
      ground(ctx, g, '#c9c4bb', 'rgba(80,80,90,0.2)', g.unit * 6);
      lampPost(ctx, g.width * 0.04, g.floor + g.unit * 2, g.unit * 52, time);
    },
  ],
  harbour: [
    (ctx, g, time, _p, random) => {
      ridge(ctx, g.width * 0.5, g.horizon + g.unit, g.unit * 10, g.horizon + g.unit * 4, mix('#6f8a7a', SKY[time][1], 0.35), random, false);
      lighthouse(ctx, g.width * 0.18, g.horizon - g.unit * 5, g.unit * 4, time);
      for (let k = 0; k < 5; k++) {
        house(ctx, g.width * (0.28 + k * 0.035), g.horizon - g.unit * (1 + (k % 2) * 2), g.unit * 5, g.unit * 4, ['#f2e3c6', '#e9c7b5', '#cfe0e8'][k % 3]!, '#b5574b', night(time));
      }
    },
    (ctx, g, time, palette, random) => {
      fill(ctx, water(time), () => ctx.rect(0, g.horizon, g.width, g.ground - g.horizon + g.unit * 2));
      fill(ctx, mix(water(time), '#ffffff', 0.15), () => ctx.rect(0, g.horizon, g.width, g.unit * 1.2));
      for (let k = 0; k < 4; k++) boat(ctx, g.width * (0.12 + k * 0.24 + random() * 0.05), g.horizon + (g.ground - g.horizon) * (0.35 + 0.2 * (k % 2)), g.unit * (3.5 + (k % 2)), k % 2 ? palette.accent : '#2f5f8f');
    },
    (ctx, g) => {
      ground(ctx, g, '#cdc6b8', 'rgba(90,80,70,0.22)', g.unit * 5);
      for (let x = g.width * 0.08; x < g.width; x += g.width * 0.28) fill(ctx, '#3a3f4b', () => ctx.roundRect(x, g.ground - g.unit * 1.5, g.unit * 3, g.unit * 4.5, g.unit * 1.2));
    },
  ],
  beach: [
    (ctx, g, time, _p, random) => ridge(ctx, g.width * 0.35, g.horizon + g.unit, g.unit * 6, g.horizon + g.unit * 2, mix('#7a9a86', SKY[time][1], 0.45), random, false),
    (ctx, g, time) => {
      fill(ctx, water(time), () => ctx.rect(0, g.horizon, g.width, g.ground - g.horizon + g.unit));
      fill(ctx, mix(water(time), '#7fd3d8', 0.4), () => ctx.rect(0, g.ground - (g.ground - g.horizon) * 0.35, g.width, (g.ground - g.horizon) * 0.35 + g.unit));
    },
    (ctx, g) => {
      ground(ctx, g, '#f0d9a8', null, 0);
      fill(ctx, 'rgba(255,255,255,0.8)', () => ctx.rect(0, g.ground - g.unit * 0.4, g.width, g.unit * 1.2));
      palm(ctx, g.width * 0.08, g.floor + g.unit * 2, g.unit * 42);
      palm(ctx, g.width * 0.86, g.floor + g.unit * 1, g.unit * 34);
    },
  ],
  // A path along a river: the far bank's trees and buildings, the water, railings and lamps along the paving in front.
  riverside: [
    farBank,
    river,
    (ctx, g, time) => {
      ground(ctx, g, '#cfc6b8', 'rgba(90,80,70,0.2)', g.unit * 6);
      const rail = '#3a3f4b';
      for (let x = g.unit * 2; x < g.width; x += g.unit * 9) fill(ctx, rail, () => ctx.rect(x, g.ground - g.unit * 7, g.unit * 0.7, g.unit * 7.8));
      for (const y of [7, 3.6]) fill(ctx, rail, () => ctx.rect(0, g.ground - g.unit * y, g.width, g.unit * 0.7));
      for (let x = g.width * 0.12; x < g.width; x += g.width * 0.3) lampPost(ctx, x, g.ground + g.unit, g.unit * 44, time);
    },
  ],
  // A bridge's deck over the river: the railing along its edge, pylons with their cables fanned down to it.
  bridge: [
    farBank,
    river,
    (ctx, g) => {
      ground(ctx, g, '#8e949c', null, 0);
      fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.rect(0, g.floor + g.unit * 3, g.width, g.unit * 0.8));
      for (const x of [0.22, 0.78]) pylon(ctx, g.width * x, g.ground, g.unit * 70);
      railing(ctx, 0, g.width, g.ground, g.unit * 7);
    },
  ],
  // A race's finish on a city road: the arch lettered FINISH with its clock, the tape and chequered line, crowd barriers along the road.
  'finish-line': [
    (ctx, g, time, _p, random) => towers(ctx, g.width, g.horizon + g.unit * 4, g.unit * 14, g.unit * 34, mix('#9aa5b8', SKY[time][1], 0.35), night(time), random),
    (ctx, g, _t, _p, random) => {
      for (let x = g.unit * 2; x < g.width; x += g.unit * (7 + random() * 6)) tree(ctx, x, g.ground, g.unit * (9 + random() * 4), random() > 0.5 ? '#4f8a52' : '#3f7a47');
    },
    (ctx, g, _t, palette) => {
      ground(ctx, g, '#6b7078', null, 0);
      barriers(ctx, 0, g.width, g.ground, g.unit * 5);
      // The arch rises to near the frame's top, so its banner shows above the heads of whoever stands in front of it.
      finishTape(ctx, g.width * 0.1, g.width * 0.9, g.floor + g.unit * 2, g.unit * 40);
      finishArch(ctx, g.width * 0.1, g.width * 0.9, g.floor + g.unit * 2, g.floor * 0.84, palette.accent, textOn(palette.accent));
    },
  ],
  // A festival field at its stage: the lit stage with the band on it under the lighting truss, festoon lights over the field.
  festival: [
    (ctx, g, _t, _p, random) => {
      for (let x = 0; x < g.width; x += g.unit * (6 + random() * 6)) tree(ctx, x, g.horizon + g.unit * 3, g.unit * (6 + random() * 3), '#3f6a45');
    },
    (ctx, g, time, palette) => stage(ctx, g.width * 0.25, g.width * 0.75, g.ground + g.unit, g.ground * 0.62, palette.accent, time === 'night' || time === 'sunset'),
    (ctx, g, time) => {
      ground(ctx, g, '#5d7a45', null, 0);
      festoon(ctx, 0, g.width, g.unit * 8, g.unit * 6, g.unit * 2, time === 'night' || time === 'sunset');
    },
  ],
  // A music venue: the stage's curtain under warm spotlights and string lights, the wooden dance floor.
  roof: HOUSE_ROOF,
  venue: [(ctx, g) => venueWall(ctx, g.width, g.ground), (ctx, g, _t, palette) => venueStage(ctx, g.width, g.ground + g.unit, g.unit, palette.accent), (ctx, g) => venueFloor(ctx, g.width, g.height, g.ground, g.unit)],
  'dog-yard': DOG_YARD,
  vineyard: VINEYARD,
  wedding: WEDDING_VENUE,
  fair: FAIRGROUND,
  'tennis-court': TENNIS_COURT,
  'golf-course': GOLF_COURSE,
  'roof-terrace': RIVER_TERRACE,
  'sea-terrace': SEA_TERRACE,
  // A market of stalls in the street, under festoon lights: at night their lamps glow.
  market: [
    (ctx, g, time, _p, random) => towers(ctx, g.width, g.horizon + g.unit * 4, g.unit * 12, g.unit * 30, mix('#8f8aa0', SKY[time][1], 0.35), night(time), random),
    (ctx, g, time, palette, random) => stalls(ctx, g.width, g.ground + g.unit, Math.min(g.unit * 56, g.ground * 0.55), palette.accent, night(time) || time === 'sunset', random),
    (ctx, g, time) => {
      ground(ctx, g, '#b9b2a6', 'rgba(80,70,60,0.2)', g.unit * 6);
      festoon(ctx, 0, g.width, g.unit * 6, g.unit * 5, g.unit * 2, night(time) || time === 'sunset');
    },
  ],
  street: [
    () => {},
    (ctx, g, time, palette, random) => shopfronts(ctx, g.width, g.ground + g.unit, Math.max(g.ground - g.horizon, g.unit * 16) * 1.9, palette, time, random),
    (ctx, g, time) => {
      ground(ctx, g, '#c9cdd3', 'rgba(80,90,110,0.2)', g.unit * 6);
      for (let x = g.width * 0.1; x < g.width; x += g.width * 0.3) lampPost(ctx, x, g.floor + g.unit * 2, g.unit * 48, time);
    },
  ],
  terrace: [
    (ctx, g, time, palette, random) => shopfronts(ctx, g.width, g.ground + g.unit, Math.max(g.ground - g.horizon, g.unit * 16) * 2.1, palette, time, random),
    (ctx, g, time, palette) => {
      // Tables out on the pavement under parasols, a festoon of bulbs above them (lit from sunset on).
      const s = g.unit * 26;
      for (const [k, x] of [0.12, 0.5, 0.88].entries()) {
        laidTable(ctx, g.width * x, g.ground + g.unit * 2, g.unit * 16, null);
        parasol(ctx, g.width * x, g.ground + g.unit * 2, s, k % 2 ? mix(palette.accent, '#ffffff', 0.15) : palette.accent);
      }
      festoon(ctx, -g.unit * 2, g.width + g.unit * 2, g.unit * 6, g.unit * 6, g.unit * 1.2, time === 'sunset' || night(time));
    },
    (ctx, g) => {
      ground(ctx, g, '#cfc6b8', 'rgba(90,80,70,0.2)', g.unit * 6);
      for (const x of [0.02, 0.9]) {
        fill(ctx, '#7a5a40', () => ctx.rect(g.width * x, g.floor - g.unit * 6, g.width * 0.08, g.unit * 8));
        for (let k = 0; k < 5; k++) fill(ctx, k % 2 ? '#4f9a52' : '#3f8747', () => ctx.arc(g.width * (x + 0.008 + k * 0.016), g.floor - g.unit * 7, g.unit * 3, 0, Math.PI * 2));
      }
    },
  ],
  house: [
    (ctx, g, time, _p, random) => {
      // The street's other houses and trees, small along the horizon.
      for (let x = -g.unit * 4, k = 0; x < g.width; x += g.unit * (13 + random() * 6), k++) {
        if (k % 3 === 2) tree(ctx, x + g.unit * 4, g.horizon + g.unit * 2, g.unit * 12, '#5f9a5a');
        else house(ctx, x, g.horizon + g.unit * 2, g.unit * 10, g.unit * 8, ['#e8d6c0', '#d9c2a8', '#f0e2c8'][k % 3]!, '#8a4b3c', night(time));
      }
    },
    (ctx, g, time, palette) => houseFront(ctx, g, time, palette),
    (ctx, g, _time, palette) => {
      // The front garden: lawn, the path to the door, a low hedge either side of it, the estate agent's board.
      ground(ctx, g, '#7cb86a', null, 0);
      const mid = g.width / 2;
      fill(ctx, '#d8cfc0', () => {
        ctx.moveTo(mid - g.unit * 6, g.ground);
        ctx.lineTo(mid + g.unit * 6, g.ground);
        ctx.lineTo(mid + g.unit * 16, g.height);
        ctx.lineTo(mid - g.unit * 16, g.height);
        ctx.closePath();
      });
      const hedge = g.ground + g.unit * 2;
      for (const [from, to] of [[0, mid - g.unit * 10], [mid + g.unit * 10, g.width]] as const) {
        fill(ctx, '#3f7f45', () => ctx.roundRect(from, hedge - g.unit * 7, to - from, g.unit * 8, g.unit * 3));
        for (let x = from + g.unit * 2; x < to - g.unit; x += g.unit * 4) fill(ctx, '#4f9a52', () => ctx.arc(x, hedge - g.unit * 6.5, g.unit * 2.4, 0, Math.PI * 2));
      }
      const board = g.unit * 30;
      saleBoard(ctx, Math.min(g.width * 0.94 - board * 0.7, mid + g.unit * 44), g.floor, board, palette.accent);
    },
  ],
  city: [
    (ctx, g, time, palette, random) => towers(ctx, g.width, g.horizon + g.unit * 4, g.unit * 12, g.unit * 34, mix(mix('#4a5a7a', palette.background, 0.2), SKY[time][1], 0.3), night(time), random),
    (ctx, g, time, palette, random) => towers(ctx, g.width, g.ground + g.unit, (g.ground - g.horizon) * 1.1, (g.ground - g.horizon) * 2.4, mix('#2a3350', palette.background, 0.15), night(time), random),
    (ctx, g) => ground(ctx, g, '#b9bec8', 'rgba(60,70,90,0.22)', g.unit * 7),
  ],
  park: [
    (ctx, g, time, _p, random) => ridge(ctx, g.width, g.horizon + g.unit * 3, g.unit * 9, g.height, mix('#7fae7a', SKY[time][1], 0.3), random, false),
    (ctx, g, _t, _p, random) => {
      for (let x = -g.unit * 5; x < g.width; x += g.unit * (14 + random() * 12)) tree(ctx, x, g.ground + g.unit * (1 - random() * 3), g.unit * (16 + random() * 8), random() > 0.5 ? '#4f9a52' : '#3f8747');
    },
    (ctx, g) => {
      ground(ctx, g, '#7cc06a', null, 0);
      fill(ctx, '#e7d8b4', () => {
        ctx.moveTo(g.width * 0.44, g.ground);
        ctx.lineTo(g.width * 0.48, g.ground);
        ctx.quadraticCurveTo(g.width * 0.62, (g.ground + g.height) / 2, g.width * 0.7, g.height);
        ctx.lineTo(g.width * 0.36, g.height);
        ctx.quadraticCurveTo(g.width * 0.44, (g.ground + g.height) / 2, g.width * 0.44, g.ground);
        ctx.closePath();
      });
    },
  ],
  // A building going up behind its hoarding, a tower crane over it, cones on the packed earth in front.
  construction: [
    (ctx, g, time, _p, random) => towers(ctx, g.width, g.horizon + g.unit * 4, g.unit * 8, g.unit * 22, mix('#9aa7b8', SKY[time][1], 0.4), night(time), random),
    (ctx, g, _t, palette) => {
      buildingFrame(ctx, g.width * 0.52, g.ground, Math.min(g.width * 0.4, g.unit * 60), Math.max(g.unit * 40, (g.ground - g.unit * 10) * 0.75));
      towerCrane(ctx, g.width * 0.3, g.ground, Math.max(g.unit * 50, g.ground - g.unit * 6));
      hoarding(ctx, 0, g.width, g.ground + g.unit, g.unit * 10, vivid(palette));
    },
    (ctx, g) => {
      ground(ctx, g, '#b59b7a', 'rgba(90,70,40,0.16)', g.unit * 6);
      for (const x of [0.1, 0.16, 0.86, 0.92]) cone(ctx, g.width * x, g.floor + g.unit * 4, g.unit * 8);
    },
  ],
  // A farmyard: fields striped to the hills, the red barn and its silo, a fence and hay bales in front.
  farm: [
    (ctx, g, time, _p, random) => ridge(ctx, g.width, g.horizon + g.unit * 3, g.unit * 8, g.height, mix('#7fae7a', SKY[time][1], 0.3), random, false),
    (ctx, g, time, _p, random) => {
      fields(ctx, g.width, g.horizon + g.unit * 2, g.ground + g.unit);
      barn(ctx, g.width * 0.14, g.ground, Math.max(g.unit * 26, (g.ground - g.horizon) * 1.2), night(time));
      for (const x of [0.7, 0.84]) tree(ctx, g.width * x, g.ground - g.unit * (1 + random() * 2), g.unit * 18, '#4f9a52');
    },
    (ctx, g) => {
      ground(ctx, g, '#a8b86a', null, 0);
      fill(ctx, '#b39a6e', () => ctx.rect(0, g.ground + (g.height - g.ground) * 0.35, g.width, (g.height - g.ground) * 0.3));
      fence(ctx, 0, g.width, g.ground + g.unit * 4, g.unit * 9);
      for (const x of [0.08, 0.9]) hayBale(ctx, g.width * x, g.floor + g.unit * 3, g.unit * 14);
    },
  ],
  // A petrol station: the kiosk behind, the canopy in the brand's colour over its pumps, the price sign by the road.
  forecourt: [
    (ctx, g, time, _p, random) => ridge(ctx, g.width, g.horizon + g.unit * 2, g.unit * 6, g.height, mix('#8fa6a0', SKY[time][1], 0.4), random, false),
    (ctx, g, time, palette) => {
      const tone = vivid(palette);
      const h = Math.max(g.unit * 34, (g.ground - g.horizon) * 1.6);
      fill(ctx, '#e4e7ea', () => ctx.rect(g.width * 0.55, g.ground - h * 0.55, g.width * 0.4, h * 0.55));
      fill(ctx, night(time) ? '#ffe7a8' : '#a9c6dc', () => ctx.rect(g.width * 0.58, g.ground - h * 0.4, g.width * 0.34, h * 0.3));
      fill(ctx, tone, () => ctx.rect(g.width * 0.55, g.ground - h * 0.55, g.width * 0.4, h * 0.07));
      forecourtCanopy(ctx, g.width * 0.04, g.ground + g.unit * 2, g.width * 0.62, h, tone, night(time));
    },
    (ctx, g, _time, palette) => {
      ground(ctx, g, '#8d9299', 'rgba(255,255,255,0.18)', g.unit * 8);
      priceTotem(ctx, g.width * 0.92, g.floor + g.unit * 2, g.unit * 40, vivid(palette));
    },
  ],
  // A lake: wooded hills along the far shore, still water with the sky's colour in it and a rowing boat, a grassy shore with reeds.
  stream: STREAM,
  lake: [
    (ctx, g, time, _p, random) => {
      ridge(ctx, g.width, g.horizon, g.unit * 14, g.horizon + g.unit * 2, mix('#7f98a8', SKY[time][1], 0.45), random, false);
      ridge(ctx, g.width, g.horizon + g.unit, g.unit * 5, g.horizon + g.unit * 2, mix('#5f8a60', SKY[time][1], 0.25), random, false);
      for (let x = g.unit * 2; x < g.width; x += g.unit * (3 + random() * 4)) pine(ctx, x, g.horizon + g.unit * 1.6, g.unit * (3 + random() * 2), mix('#3f6a48', SKY[time][1], 0.2));
    },
    (ctx, g, time, palette, random) => {
      fill(ctx, mix(water(time), SKY[time][1], 0.3), () => ctx.rect(0, g.horizon + g.unit * 1.5, g.width, g.ground - g.horizon));
      for (let k = 0; k < 24; k++) {
        const y = g.horizon + g.unit * 3 + random() * (g.ground - g.horizon - g.unit * 4);
        fill(ctx, 'rgba(255,255,255,0.3)', () => ctx.rect(random() * g.width, y, g.unit * (3 + random() * 5), g.unit * 0.3));
      }
      boat(ctx, g.width * 0.74, g.horizon + (g.ground - g.horizon) * 0.45, g.unit * 3, palette.accent);
    },
    (ctx, g, _t, _p, random) => {
      ground(ctx, g, '#86b86c', null, 0);
      for (const edge of [0.02, 0.9]) {
        for (let k = 0; k < 9; k++) fill(ctx, '#4f7a3a', () => ctx.rect(g.width * (edge + random() * 0.08), g.ground - g.unit * (3 + random() * 5), g.unit * 0.5, g.unit * 8));
      }
    },
  ],
  mountains: [
    snowPeaks,
    (ctx, g, _t, _p, random) => {
      ridge(ctx, g.width, g.ground - g.unit * 2, g.unit * 10, g.height, '#557f57', random, false);
      for (let x = 0; x < g.width; x += g.unit * (4 + random() * 5)) pine(ctx, x, g.ground - g.unit * (1 + random() * 5), g.unit * (9 + random() * 8), '#2f5a38');
    },
    (ctx, g, _t, _p, random) => {
      ground(ctx, g, '#8cc072', null, 0);
      for (let k = 0; k < 40; k++) fill(ctx, ['#ffffff', '#ffd23f', '#e86a92'][k % 3]!, () => ctx.arc(random() * g.width, g.ground + random() * (g.height - g.ground), g.unit * 0.5, 0, Math.PI * 2));
    },
  ],
};

/** A window onto the time of day, with a city beyond it, or the tops of trees. */
export function windowOnto(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, time: TimeOfDay, frame: string, random: () => number, fx: Fixtures, view: 'city' | 'trees' = 'city'): void {
  fx.windows.push({ x, y, w, h });
  fill(ctx, frame, () => ctx.roundRect(x - w * 0.04, y - w * 0.04, w * 1.08, h + w * 0.08, w * 0.03));
  const g = ctx.createLinearGradient(0, y, 0, y + h);
  g.addColorStop(0, SKY[time][0]);
  g.addColorStop(1, SKY[time][1]);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  if (view === 'city') towers(ctx, w, y + h, h * 0.15, h * 0.45, 'rgba(60,75,105,0.45)', night(time), random);
  else {
    const leaf = night(time) ? 'rgba(30,50,50,0.8)' : 'rgba(92,150,96,0.85)';
    for (let tx = x - w * 0.1; tx < x + w * 1.1; tx += w * (0.22 + random() * 0.1)) fill(ctx, leaf, () => ctx.arc(tx, y + h * (0.72 + random() * 0.12), w * (0.16 + random() * 0.08), 0, Math.PI * 2));
    fill(ctx, leaf, () => ctx.rect(x, y + h * 0.85, w, h * 0.15));
  }
  ctx.restore();
  fill(ctx, frame, () => ctx.rect(x + w / 2 - w * 0.015, y, w * 0.03, h));
  fill(ctx, frame, () => ctx.rect(x, y + h * 0.5 - w * 0.015, w, w * 0.03));
}

function shelfWithThings(ctx: SKRSContext2D, x: number, y: number, w: number, unit: number, palette: Palette, random: () => number): void {
  for (let bx = x + unit; bx < x + w - unit * 3; ) {
    const bw = unit * (1.6 + random() * 2.4);
    const bh = unit * (5 + random() * 4);
    fill(ctx, [palette.accent, mix(palette.accent, '#ffffff', 0.4), '#5b6b8c', '#e9c46a', '#e76f51'][Math.floor(random() * 5)]!, () => ctx.roundRect(bx, y - bh, bw, bh, unit * 0.3));
    bx += bw + unit * 0.5;
  }
  fill(ctx, '#8c5a34', () => ctx.rect(x, y, w, unit * 1.4));
}

export function plant(ctx: SKRSContext2D, x: number, base: number, s: number): void {
  fill(ctx, '#c86b4a', () => {
    ctx.moveTo(x - s * 0.3, base - s * 0.4);
    ctx.lineTo(x + s * 0.3, base - s * 0.4);
    ctx.lineTo(x + s * 0.22, base);
    ctx.lineTo(x - s * 0.22, base);
    ctx.closePath();
  });
  for (const [a, l] of [[-2.4, 0.9], [-1.9, 1.1], [-1.57, 1.2], [-1.2, 1.05], [-0.7, 0.85]] as const) {
    fill(ctx, '#3f9a4f', () => ctx.ellipse(x + Math.cos(a) * s * 0.45 * l, base - s * 0.4 + Math.sin(a) * s * 0.5 * l, s * 0.12, s * 0.3, a + Math.PI / 2, 0, Math.PI * 2));
  }
}

export function pendant(ctx: SKRSContext2D, x: number, drop: number, s: number, time: TimeOfDay, fx: Fixtures): void {
  fx.lamps.push({ x, y: drop + s * 0.3, s });
  fill(ctx, '#2b2b2b', () => ctx.rect(x - s * 0.02, 0, s * 0.04, drop));
  fill(ctx, '#e9c46a', () => {
    ctx.moveTo(x - s * 0.4, drop + s * 0.4);
    ctx.quadraticCurveTo(x, drop - s * 0.2, x + s * 0.4, drop + s * 0.4);
    ctx.closePath();
  });
  const glow = ctx.createRadialGradient(x, drop + s * 0.4, 0, x, drop + s * 0.4, s * (night(time) ? 2.4 : 1.4));
  glow.addColorStop(0, 'rgba(255,220,150,0.55)');
  glow.addColorStop(1, 'rgba(255,220,150,0)');
  fill(ctx, glow, () => ctx.arc(x, drop + s * 0.4, s * 2.4, 0, Math.PI * 2));
}

interface Room {
  wall: (p: Palette) => string;
  floor: string;
  seams: string | null;
  paint: RoomPaint;
  /** Marks on the floor itself (a garage's oil stains), painted on its layer; the pool's water, where a lesson is in it (`brought`). */
  marks?: (ctx: SKRSContext2D, g: PlaceGeometry, random: () => number, brought: ReadonlySet<ConceptId>) => void;
  /** No daylight reaches it (an inner reception, a supermarket's aisle): sun words only raise its lights. */
  sunless?: true;
}

const INSIDE: Record<RoomId, Room> = {
  office: {
    wall: (p) => mix(p.background, '#f4f6fa', 0.82),
    floor: '#9aa6b8',
    seams: null,
    paint: (ctx, g, time, palette, random, fx) => {
      windowOnto(ctx, g.width * 0.52, g.unit * 8, g.width * 0.34, (g.ground - g.unit * 20) * 0.62, time, '#e9edf2', random, fx);
      shelfWithThings(ctx, g.width * 0.12, g.ground - (g.ground - g.unit * 8) * 0.62, g.width * 0.24, g.unit, palette, random);
      plant(ctx, g.width * 0.92, g.ground, g.unit * 26);
      wallClock(ctx, g.width * 0.3, g.unit * 14, g.unit * 5);
    },
  },
  kitchen: {
    wall: (p) => mix(p.background, '#fbf7f0', 0.85),
    floor: '#d9cdb8',
    seams: 'rgba(120,100,80,0.2)',
    paint: (ctx, g, time, palette, random, fx) => {
      const top = g.surfaceTop ?? g.ground;
      const tile = g.unit * 4;
      for (let y = top - g.unit * 26; y < top; y += tile) {
        for (let x = 0; x < g.width; x += tile) fill(ctx, (x / tile + y / tile) % 2 < 1 ? '#ffffff' : mix(palette.accent, '#ffffff', 0.85), () => ctx.rect(x + 1, y + 1, tile - 2, tile - 2));
      }
      for (let x = g.width * 0.04; x < g.width; x += g.width * 0.16) fill(ctx, mix(palette.backgroundAlt, '#ffffff', 0.55), () => ctx.roundRect(x, g.unit * 2, g.width * 0.15, g.unit * 22, g.unit));
      windowOnto(ctx, g.width * 0.4, g.unit * 28, g.width * 0.22, Math.max(g.unit * 10, top - g.unit * 62), time, '#ffffff', random, fx);
    },
  },
  cafe: {
    wall: (p) => mix('#f1e6d8', p.background, 0.08),
    floor: '#c9a27a',
    seams: 'rgba(90,60,30,0.18)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Light and warm, nothing like a bar: white tiles behind a pale wood back counter with the espresso
      // machine and grinder, cakes under glass and a tray of pastries on it; open shelves of cups and jars of
      // beans, a letter-board menu, a window, plants, pendant lamps.
      const tone = vivid(palette);
      const step = Math.min(g.ground - g.unit * 2, (g.surfaceTop ?? g.ground - g.unit * 26) + g.unit);
      const tiles = step - g.unit * 24;
      fill(ctx, '#f7f5f0', () => ctx.rect(0, tiles, g.width, step - tiles));
      for (let y = tiles, r = 0; y < step; y += g.unit * 2.4, r++) {
        fill(ctx, 'rgba(120,110,100,0.16)', () => ctx.rect(0, y, g.width, Math.max(1, g.unit * 0.2)));
        for (let x = r % 2 ? g.unit * 2.4 : 0; x < g.width; x += g.unit * 4.8) fill(ctx, 'rgba(120,110,100,0.12)', () => ctx.rect(x, y, Math.max(1, g.unit * 0.2), g.unit * 2.4));
      }
      fill(ctx, '#d8b48a', () => ctx.rect(0, step, g.width, g.ground - step));
      fill(ctx, '#e9cfa8', () => ctx.rect(0, step, g.width, g.unit * 1.2));
      const s = Math.min(g.unit * 34, g.width * 0.3);
      const ww = Math.min(g.width * 0.22, g.unit * 30);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 6, tiles - g.unit * 62), ww, g.unit * 26, time, '#ffffff', random, fx, 'trees');
      fx.props.push({ name: 'cups', box: cupShelves(ctx, g.unit * 10, tiles - g.unit * 4, Math.min(g.width * 0.4, g.unit * 46), g.unit * 11) });
      const board = Math.min(g.width * 0.26, g.unit * 30);
      fx.props.push({ name: 'menu', box: letterBoard(ctx, g.width - g.unit * 10 - board, tiles - g.unit * 34, board, g.unit * 26, tone) });
      fx.props.push({ name: 'cakes', box: cakeDome(ctx, g.unit * 10 + s * 0.36, step, s * 0.72, mix(tone, '#ffffff', 0.45)) });
      pastryTray(ctx, g.unit * 12 + s * 0.72, step, s * 0.6);
      fx.props.push({ name: 'espresso', box: espressoMachine(ctx, g.width - g.unit * 10 - s, step, s, tone) });
      plant(ctx, g.width - g.unit * 14 - board, tiles - g.unit * 2, g.unit * 14);
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 6, g.unit * 5, time, fx);
    },
  },
  home: {
    wall: (p) => mix(p.background, '#f6efe6', 0.75),
    floor: '#b98b63',
    seams: 'rgba(80,50,30,0.22)',
    paint: (ctx, g, time, palette, random, fx) => {
      windowOnto(ctx, g.width * 0.14, g.unit * 10, g.width * 0.22, (g.ground - g.unit * 10) * 0.55, time, '#ffffff', random, fx);
      fill(ctx, mix(palette.accent, '#ffffff', 0.3), () => ctx.rect(g.width * 0.1, g.unit * 7, g.width * 0.05, (g.ground - g.unit * 7) * 0.7));
      fill(ctx, mix(palette.accent, '#ffffff', 0.3), () => ctx.rect(g.width * 0.35, g.unit * 7, g.width * 0.05, (g.ground - g.unit * 7) * 0.7));
      fill(ctx, '#e9c46a', () => ctx.rect(g.width * 0.58, g.unit * 14, g.width * 0.16, g.unit * 12));
      fill(ctx, mix(palette.accent, '#ffffff', 0.2), () => ctx.rect(g.width * 0.59, g.unit * 15, g.width * 0.14, g.unit * 10));
      plant(ctx, g.width * 0.86, g.ground, g.unit * 30);
      fill(ctx, '#3a3f4b', () => ctx.rect(g.width * 0.5, g.ground - g.unit * 40, g.unit * 0.8, g.unit * 40));
      pendant(ctx, g.width * 0.5 + g.unit * 0.4, g.ground - g.unit * 44, g.unit * 5, time, fx);
    },
  },
  shop: {
    wall: (p) => mix(p.background, '#f5f5f2', 0.85),
    floor: '#d8d4cc',
    seams: 'rgba(90,90,90,0.2)',
    paint: (ctx, g, _time, palette, random) => {
      // Goods on the shelves along the back wall (packs, jars and bottles: a row of thin bars read as a bookshop's).
      const foot = Math.min(g.ground - g.unit * 4, g.unit * 46);
      groceryShelves(ctx, g.width * 0.02, foot, g.width * 0.96, foot - g.unit * 8, palette.accent, random);
    },
  },
  boutique: {
    wall: (p) => mix(p.background, '#f7f1ec', 0.88),
    floor: '#e2d6c8',
    seams: 'rgba(120,100,80,0.15)',
    paint: (ctx, g, _time, palette, random, fx) => {
      const floor = g.ground;
      clothesRail(ctx, g.width * 0.04, floor - g.unit * 46, g.width * 0.36, g.unit * 46, palette.accent, random);
      mirror(ctx, g.width * 0.46, floor - g.unit * 58, g.unit * 14, g.unit * 52, '#c9a66b');
      clothesRail(ctx, g.width * 0.6, floor - g.unit * 40, g.width * 0.36, g.unit * 40, palette.accent, random);
      for (const x of [0.2, 0.8]) pendant(ctx, g.width * x, g.unit * 6, g.unit * 5, _time, fx);
    },
  },
  salon: {
    wall: (p) => mix(p.background, '#f3ece8', 0.85),
    floor: '#3b3a3f',
    seams: 'rgba(255,255,255,0.08)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Lit mirrors along the wall over their shelves; the backwash basin to one side, shelves of products
      // over a plant to the other, pendant lamps.
      const w = Math.min(g.unit * 18, g.width * 0.16);
      for (let x = g.width * 0.08; x < g.width - w; x += g.width * 0.3) salonMirror(ctx, x, g.ground - g.unit * 52, w, g.unit * 26, palette.accent);
      const s = Math.min(g.unit * 30, g.width * 0.22);
      fx.props.push({ name: 'backwash', box: backwashBasin(ctx, g.unit * 9, g.ground, s, '#2e2a26') });
      const pw = Math.min(g.unit * 22, g.width * 0.18);
      fx.props.push({ name: 'products', box: bottleShelves(ctx, g.width - g.unit * 9 - pw, g.ground - g.unit * 36, pw, g.unit * 14, 2, random) });
      plant(ctx, g.width - g.unit * 9 - pw / 2, g.ground, g.unit * 18);
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 4, g.unit * 4, time, fx);
    },
  },
  gym: {
    wall: (p) => mix(p.background, '#2f333b', 0.75),
    floor: '#2a2c31',
    seams: 'rgba(255,255,255,0.06)',
    paint: (ctx, g, _time, palette, _random, fx) => {
      // A mirror wall, a stripe in the brand's colour; the dumbbell rack with a bench in front of it to one side,
      // a row of spin bikes for the classes to the other.
      fill(ctx, 'rgba(200,220,235,0.16)', () => ctx.rect(0, g.ground - g.unit * 44, g.width, g.unit * 34));
      fill(ctx, palette.accent, () => ctx.rect(0, g.ground - g.unit * 50, g.width, g.unit * 2.4));
      const rw = Math.min(g.width * 0.36, g.unit * 50);
      dumbbellRack(ctx, g.unit * 9, g.ground, rw, g.unit * 34, palette.accent);
      fx.props.push({ name: 'weights', box: { x: g.unit * 9, y: g.ground - g.unit * 32, w: rw, h: g.unit * 32 } });
      fx.props.push({ name: 'bench', box: weightBench(ctx, g.unit * 11, g.ground, Math.min(rw * 0.8, g.unit * 26), mix(palette.accent, '#1d1f24', 0.4)) });
      const bike = g.unit * 26;
      const count = Math.max(2, Math.min(4, Math.floor((g.width * 0.32) / (bike * 0.75))));
      fx.props.push({ name: 'bikes', box: spinBikes(ctx, g.width - g.unit * 9 - ((count - 1) * bike * 0.75 + bike * 0.7), g.ground, bike, count, palette.accent) });
    },
  },
  bakery: {
    wall: (p) => mix('#f2e3c6', p.background, 0.12),
    floor: '#9a6b48',
    seams: 'rgba(40,25,15,0.22)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Bread shelves on one side, the deck oven glowing on the other, both showing above the counter.
      const top = g.surfaceTop ?? g.ground;
      const shelves = { x: 0, y: g.unit * 8, w: g.width * 0.48, h: Math.max(g.unit * 20, top - g.unit * 14) };
      breadShelves(ctx, shelves.x, shelves.y, shelves.w, shelves.h, random);
      fx.props.push({ name: 'bread', box: shelves });
      const step = Math.min(g.ground, top + g.unit * 2);
      const ow = Math.min(g.width * 0.3, g.unit * 34);
      const doors = deckOven(ctx, g.width * 0.76 - ow / 2, step, ow, Math.min(step - g.unit * 8, g.unit * 40));
      fx.props.push({ name: 'oven', box: doors });
      fx.lamps.push({ x: doors.x + doors.w / 2, y: doors.y + doors.h * 0.5, s: ow * 0.3, fire: doors });
      for (const x of [0.3, 0.6]) pendant(ctx, g.width * x, g.unit * 4, g.unit * 5, time, fx);
    },
  },
  florist: {
    wall: (p) => mix('#e4efe3', p.background, 0.12),
    floor: '#b9b2a6',
    seams: 'rgba(80,80,70,0.2)',
    paint: (ctx, g, _time, palette, random, fx) => {
      // Shelves of potted plants, the wrapping station (paper on its roll, ribbons) on the wall to one side,
      // buckets of cut flowers on a step behind the counter, where they show above it.
      const shelves = g.width * 0.62;
      for (let k = 0; k < 2; k++) {
        fill(ctx, '#8c5a34', () => ctx.rect(g.width * 0.04, g.unit * (18 + k * 16), shelves - g.width * 0.04, g.unit * 1.2));
        for (let x = g.width * 0.07; x < shelves - g.unit * 4; x += g.unit * 12) plant(ctx, x, g.unit * (18 + k * 16), g.unit * 11);
      }
      const ww = Math.min(g.width * 0.28, g.unit * 30);
      fx.props.push({ name: 'wrapping', box: wrappingStation(ctx, shelves + g.unit * 4, g.unit * 10, ww, g.unit * 30, vivid(palette)) });
      const step = Math.min(g.ground, (g.surfaceTop ?? g.ground) - g.unit);
      fill(ctx, '#8c5a34', () => ctx.rect(0, step, g.width, g.ground - step));
      flowerBuckets(ctx, g.width * 0.03, step, g.width * 0.94, g.unit * 16, random);
      fx.props.push({ name: 'buckets', box: { x: 0, y: step - g.unit * 16, w: g.width, h: g.unit * 16 } });
    },
  },
  clinic: {
    wall: (p) => mix(p.background, '#eef5f4', 0.9),
    floor: '#cfd8d6',
    seams: 'rgba(90,110,110,0.18)',
    paint: (ctx, g, time, palette, random, fx) => {
      // A window, the examination couch under it with a folding screen at its foot, a glass cabinet, the cross.
      windowOnto(ctx, g.width * 0.08, g.unit * 10, Math.min(g.width * 0.22, g.unit * 34), g.unit * 24, time, '#ffffff', random, fx);
      const couch = examCouch(ctx, Math.max(g.width * 0.1, g.unit * 12), g.ground, Math.min(g.unit * 36, g.width * 0.24), mix('#5fa8a0', palette.accent, 0.25));
      fx.props.push({ name: 'couch', box: couch });
      foldingScreen(ctx, couch.x + couch.w + g.unit * 2, g.ground, g.unit * 20, g.unit * 34, '#cfe6e2');
      const cw = Math.min(g.width * 0.16, g.unit * 24);
      glassCabinet(ctx, g.width * 0.92 - cw, g.ground, cw, g.unit * 52, palette.accent, random);
      fx.props.push({ name: 'cabinet', box: { x: g.width * 0.92 - cw, y: g.ground - g.unit * 52, w: cw, h: g.unit * 52 } });
      crossSign(ctx, g.width * 0.66, g.unit * 16, g.unit * 8, '#2a9d8f');
    },
  },
  warehouse: {
    wall: (p) => mix(p.background, '#c7ccd2', 0.85),
    floor: '#a7a9a6',
    seams: 'rgba(240,190,40,0.55)',
    paint: (ctx, g, time, _palette, random, fx) => {
      for (let x = g.width * 0.05; x < g.width; x += g.width * 0.22) windowOnto(ctx, x, g.unit * 3, g.width * 0.14, g.unit * 6, time, '#8a929c', random, fx);
      palletRacking(ctx, 0, g.ground, g.width, Math.max(g.unit * 30, g.ground - g.unit * 12), random);
    },
  },
  classroom: {
    wall: (p) => mix(p.background, '#f3efe4', 0.85),
    floor: '#b98b63',
    seams: 'rgba(80,50,30,0.2)',
    paint: (ctx, g, time, palette, random, fx) => {
      // The board across the front, a window, a pinboard of drawings; pupils' desks to either side, strip lights.
      chalkboard(ctx, g.width * 0.2, g.unit * 10, g.width * 0.6, Math.max(g.unit * 14, (g.ground - g.unit * 10) * 0.4), random);
      windowOnto(ctx, g.width * 0.84, g.unit * 12, g.width * 0.13, (g.ground - g.unit * 10) * 0.4, time, '#ffffff', random, fx);
      pinboard(ctx, g.unit * 4, g.unit * 12, Math.max(g.unit * 10, g.width * 0.2 - g.unit * 8), g.unit * 16, random);
      const row = Math.min(g.width * 0.3, g.unit * 42);
      fx.props.push({ name: 'desks', box: schoolDesks(ctx, g.unit * 9, g.ground, row, g.unit * 13, vivid(palette)) });
      schoolDesks(ctx, g.width - g.unit * 9 - row, g.ground, row, g.unit * 13, vivid(palette));
      for (const x of [0.3, 0.7]) stripLight(ctx, g.width * x, g.unit * 2, g.unit * 12, fx);
    },
  },
  studio: {
    // A soft sage wall: calm, and a hue apart from the warm skin and clothes of the class in front of it.
    wall: (p) => mix(p.background, '#b4c2a6', 0.9),
    floor: '#d8b68a',
    seams: 'rgba(120,80,40,0.16)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Tall windows onto trees at both sides, the wall between them left calm behind the class; plants, the mat rack.
      const top = g.unit * 5;
      const tall = g.ground - g.unit * 12 - top;
      for (const x of [0.05, 0.73]) windowOnto(ctx, g.width * x, top, g.width * 0.2, tall, time, '#ffffff', random, fx, 'trees');
      fill(ctx, '#c9a77c', () => ctx.rect(0, g.ground - g.unit * 2.2, g.width, g.unit * 2.2));
      const rack = Math.min(g.width * 0.2, g.unit * 26);
      matRack(ctx, g.width * 0.4, g.ground, rack, g.unit * 24, palette.accent, random);
      fx.props.push({ name: 'mats', box: { x: g.width * 0.4, y: g.ground - g.unit * 24, w: rack, h: g.unit * 24 } });
      plant(ctx, g.width * 0.32, g.ground, g.unit * 22);
      plant(ctx, g.width * 0.97, g.ground, g.unit * 28);
      for (const x of [0.5, 0.66]) pendant(ctx, g.width * x, g.unit * 7, g.unit * 4, time, fx);
    },
  },
  restaurant: {
    wall: (p) => mix('#efe2cf', p.background, 0.1),
    floor: '#7a5238',
    seams: 'rgba(40,25,15,0.25)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Plaster over dark wainscot, an arched window, pictures, tables laid along the wall under pendant lamps.
      const dado = g.ground - g.unit * 16;
      fill(ctx, '#5e3d2a', () => ctx.rect(0, dado, g.width, g.ground - dado));
      fill(ctx, '#7a5238', () => ctx.rect(0, dado, g.width, g.unit * 1.2));
      windowOnto(ctx, g.width * 0.06, g.unit * 10, g.width * 0.18, dado - g.unit * 16, time, '#5e3d2a', random, fx);
      framedPicture(ctx, g.width * 0.36, g.unit * 22, g.unit * 18, g.unit * 13, palette.accent);
      framedPicture(ctx, g.width * 0.72, g.unit * 20, g.unit * 13, g.unit * 17, palette.accent);
      for (const x of [0.32, 0.56, 0.8]) laidTable(ctx, g.width * x, g.ground, g.unit * 20, '#f7f3ea');
      for (const x of [0.3, 0.55, 0.8]) pendant(ctx, g.width * x, g.unit * 12, g.unit * 8, time, fx);
    },
  },
  pizzeria: {
    wall: (p) => mix('#a9573b', p.background, 0.08),
    floor: '#6e4a34',
    seams: 'rgba(30,20,10,0.25)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Brick, white tiles to the counter's height, the wood-fired oven glowing at the back, a peel, a menu board.
      for (let y = 0, r = 0; y < g.ground; y += g.unit * 3, r++) {
        for (let x = r % 2 ? -g.unit * 4 : 0; x < g.width; x += g.unit * 8) fill(ctx, r % 3 ? 'rgba(255,220,200,0.05)' : 'rgba(60,20,10,0.06)', () => ctx.rect(x + g.unit * 0.3, y + g.unit * 0.3, g.unit * 7.4, g.unit * 2.4));
      }
      const step = Math.min(g.ground, (g.surfaceTop ?? g.ground - g.unit * 18) + g.unit * 2);
      const tile = g.unit * 3;
      for (let y = step - g.unit * 12; y < g.ground; y += tile * 0.6) {
        for (let x = (Math.round(y / tile) % 2) * tile * 0.5; x < g.width; x += tile) fill(ctx, '#f1ede4', () => ctx.rect(x + 1, y + 1, tile - 2, tile * 0.6 - 2));
      }
      // To one side, where the people at the counter leave it in view.
      const s = Math.min(g.unit * 20, g.width * 0.18);
      const ox = g.width * 0.16;
      const mouth = pizzaOven(ctx, ox, step, s, random);
      fx.props.push({ name: 'oven', box: mouth });
      fx.lamps.push({ x: mouth.x + mouth.w / 2, y: mouth.y + mouth.h * 0.6, s: s * 0.45, fire: mouth });
      pizzaPeel(ctx, ox + s * 1.45, step, s * 0.9);
      chalkboard(ctx, g.width * 0.62, g.unit * 10, g.width * 0.2, Math.max(g.unit * 12, step - g.unit * 34), random);
      for (const x of [0.56, 0.9]) pendant(ctx, g.width * x, g.unit * 6, g.unit * 5, time, fx);
    },
  },
  bar: {
    wall: (p) => mix('#3a2a24', p.background, 0.15),
    floor: '#4a3428',
    seams: 'rgba(0,0,0,0.25)',
    paint: (ctx, g, time, palette, random, fx) => {
      // The back bar across the wall: lit shelves of bottles over a mirror, under low pendant lamps.
      const top = g.unit * 12;
      const bottom = Math.min(g.ground - g.unit * 6, (g.surfaceTop ?? g.ground) - g.unit * 4);
      backBar(ctx, g.width * 0.04, top, g.width * 0.92, Math.max(g.unit * 18, bottom - top), g.unit * 6, palette.accent, random);
      fx.props.push({ name: 'bottles', box: { x: g.width * 0.04, y: top, w: g.width * 0.92, h: bottom - top } });
      for (const x of [0.2, 0.5, 0.8]) pendant(ctx, g.width * x, g.unit * 5, g.unit * 4.5, time, fx);
    },
  },
  hotel: {
    wall: (p) => mix('#ece3d3', p.background, 0.08),
    floor: '#e3dccf',
    seams: 'rgba(120,110,95,0.2)',
    paint: (ctx, g, time, palette, random, fx, brought) => {
      // Stone panels, the reception's key wall and clocks behind the desk, a tall plant, the luggage trolley; the key wall left
      // out when the desk's picture hangs its own rack (one rack behind a receptionist, not two).
      for (let x = 0; x < g.width; x += g.unit * 16) fill(ctx, 'rgba(120,100,80,0.12)', () => ctx.rect(x, 0, Math.max(1, g.unit * 0.3), g.ground));
      const kw = Math.min(g.width * 0.4, g.unit * 46);
      const kx = g.width * 0.5 - kw / 2;
      fill(ctx, '#5e3d2a', () => ctx.rect(kx - g.unit * 3, g.unit * 8, kw + g.unit * 6, g.ground - g.unit * 8));
      if (!brought.has('key')) {
        keyWall(ctx, kx, g.unit * 22, kw, g.unit * 16, random);
        fx.props.push({ name: 'keys', box: { x: kx, y: g.unit * 22, w: kw, h: g.unit * 16 } });
      }
      for (let k = 0; k < 3; k++) {
        const cx = kx + kw * (0.2 + k * 0.3);
        fill(ctx, '#f7f3ea', () => ctx.arc(cx, g.unit * 14, g.unit * 3, 0, Math.PI * 2));
        ctx.strokeStyle = '#2b2f3a';
        ctx.lineWidth = g.unit * 0.4;
        ctx.beginPath();
        ctx.moveTo(cx, g.unit * 14);
        ctx.lineTo(cx + Math.cos(k * 2.1) * g.unit * 2, g.unit * 14 + Math.sin(k * 2.1) * g.unit * 2);
        ctx.stroke();
      }
      plant(ctx, g.width * 0.12, g.ground, g.unit * 36);
      luggageTrolley(ctx, g.width * 0.78, g.ground, g.unit * 24, palette.accent);
      fx.props.push({ name: 'trolley', box: { x: g.width * 0.78, y: g.ground - g.unit * 36, w: g.unit * 16, h: g.unit * 36 } });
      pendant(ctx, g.width * 0.5, g.unit * 4, g.unit * 6, time, fx);
    },
  },
  garage: {
    wall: (p) => mix('#d5d8dc', p.background, 0.08),
    floor: '#9c9e9f',
    seams: null,
    paint: (ctx, g, time, palette, random, fx) => {
      // Block wall over a dark dado; the roller door half up onto the street; the car raised on its lift
      // above where the mechanic stands; the tool wall, tyres stacked by the door, strip lights.
      for (let y = g.unit * 4; y < g.ground; y += g.unit * 5) fill(ctx, 'rgba(80,90,100,0.12)', () => ctx.rect(0, y, g.width, Math.max(1, g.unit * 0.3)));
      fill(ctx, '#4a4f58', () => ctx.rect(0, g.ground - g.unit * 10, g.width, g.unit * 10));
      fill(ctx, '#f2c14e', () => ctx.rect(0, g.ground - g.unit * 10, g.width, g.unit * 1.2));
      const door = { x: g.width * 0.02, w: Math.min(g.width * 0.22, g.unit * 40) };
      const doorTop = g.unit * 12;
      const open = (g.ground - doorTop) * 0.3;
      rollerDoor(ctx, door.x, doorTop, door.w, g.ground - open, '#4a4f58');
      // Under the door, the forecourt in the day's light.
      const gap = { x: door.x, y: g.ground - open, w: door.w, h: open };
      fx.windows.push(gap);
      const sky = ctx.createLinearGradient(0, gap.y, 0, gap.y + gap.h);
      sky.addColorStop(0, SKY[time][1]);
      sky.addColorStop(1, mix(SKY[time][1], '#ffffff', 0.3));
      fill(ctx, sky, () => ctx.rect(gap.x, gap.y, gap.w, gap.h));
      fill(ctx, night(time) ? '#3a3f4b' : '#b9bec8', () => ctx.rect(gap.x, gap.y + gap.h * 0.55, gap.w, gap.h * 0.45));
      const tyre = g.unit * 10;
      tyreStack(ctx, door.x + door.w + g.unit * 2, g.ground, tyre, 5);
      fx.props.push({ name: 'tyres', box: { x: door.x + door.w + g.unit * 2, y: g.ground - tyre * 1.5, w: tyre, h: tyre * 1.5 } });
      // Inset from the layer's ends by more than the camera's margin, so the scene's frame shows it whole.
      const board = Math.min(g.width * 0.26, g.unit * 44);
      const tools = toolWall(ctx, g.width - g.unit * 9 - board, g.unit * 14, board, g.unit * 16, palette.accent, random);
      fx.props.push({ name: 'tools', box: tools });
      const car = g.unit * 54;
      const lift = carLift(ctx, g.width * 0.5 - car / 1.68, g.ground, car / 0.84, Math.min(g.unit * 62, g.ground - g.unit * 4), '#3d6fb6');
      fx.props.push({ name: 'lift', box: lift });
      for (const x of [0.3, 0.7]) stripLight(ctx, g.width * x, g.unit * 3, g.unit * 14, fx);
    },
    marks: (ctx, g, random) => {
      for (let k = 0; k < 6; k++) fill(ctx, 'rgba(40,40,45,0.16)', () => ctx.ellipse(random() * g.width, g.ground + (g.height - g.ground) * (0.2 + random() * 0.6), g.unit * (3 + random() * 5), g.unit * (1 + random() * 1.5), 0, 0, Math.PI * 2));
      fill(ctx, 'rgba(242,193,78,0.8)', () => ctx.rect(0, g.ground + (g.height - g.ground) * 0.12, g.width, g.unit * 0.9));
    },
  },
  'bike-workshop': {
    wall: (p) => mix('#e9e4da', p.background, 0.08),
    floor: '#8f9295',
    seams: 'rgba(40,40,45,0.15)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Wheels on hooks along the top of the wall, the tool wall over the bench, a bike up in its stand, a window.
      windowOnto(ctx, g.width * 0.04, g.unit * 26, Math.min(g.width * 0.18, g.unit * 28), g.unit * 22, time, '#3a3f4b', random, fx);
      const r = g.unit * 6.5;
      hangingWheels(ctx, 0, g.unit * 6, g.width, r);
      fx.props.push({ name: 'wheels', box: { x: 0, y: g.unit * 6, w: g.width, h: r * 2.3 } });
      const bench = Math.min(g.width * 0.34, g.unit * 52);
      const bx = g.width - g.unit * 9 - bench;
      const tools = toolWall(ctx, bx, g.unit * 24, bench, g.unit * 16, palette.accent, random);
      fx.props.push({ name: 'tools', box: tools });
      workbench(ctx, bx, g.ground, bench, g.unit * 18, palette.accent, random);
      const bike = Math.min(g.unit * 20, g.width * 0.16);
      const stand = bikeInStand(ctx, g.width * 0.08 + bike * 0.36, g.ground, bike, palette.accent);
      fx.props.push({ name: 'bike-stand', box: stand });
      for (const x of [0.3, 0.7]) stripLight(ctx, g.width * x, g.unit * 2, g.unit * 12, fx);
    },
  },
  workshop: {
    wall: (p) => mix('#e8dcc8', p.background, 0.06),
    floor: '#b89a74',
    seams: 'rgba(80,55,30,0.18)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Boarded walls, a tall window, the timber rack, the tool wall over a long bench, shavings on the floor.
      for (let x = 0; x < g.width; x += g.unit * 7) fill(ctx, 'rgba(110,80,50,0.12)', () => ctx.rect(x, 0, Math.max(1, g.unit * 0.35), g.ground));
      windowOnto(ctx, g.width * 0.42, g.unit * 8, Math.min(g.width * 0.16, g.unit * 24), g.unit * 26, time, '#6e5138', random, fx, 'trees');
      const rack = Math.min(g.width * 0.28, g.unit * 40);
      fx.props.push({ name: 'timber', box: timberRack(ctx, Math.max(g.width * 0.03, g.unit * 9), g.ground, rack, g.unit * 40, random) });
      const bench = Math.min(g.width * 0.34, g.unit * 54);
      const bx = g.width - g.unit * 9 - bench;
      fx.props.push({ name: 'tools', box: toolWall(ctx, bx, g.unit * 16, bench, g.unit * 18, palette.accent, random) });
      fx.props.push({ name: 'workbench', box: workbench(ctx, bx, g.ground, bench, g.unit * 18, palette.accent, random) });
      for (const x of [0.3, 0.8]) pendant(ctx, g.width * x, g.unit * 5, g.unit * 5, time, fx);
    },
    marks: (ctx, g, random) => {
      for (let k = 0; k < 30; k++) fill(ctx, 'rgba(240,215,170,0.7)', () => ctx.ellipse(random() * g.width, g.ground + (g.height - g.ground) * random(), g.unit * 0.9, g.unit * 0.35, random() * 3, 0, Math.PI * 2));
    },
  },
  dental: {
    wall: (p) => mix('#e6f0f0', p.background, 0.08),
    floor: '#c6d1d0',
    seams: 'rgba(90,110,110,0.14)',
    paint: (ctx, g, time, palette, random, fx) => {
      // A bright window, the X-ray viewer, the cabinet run with its worktop; the chair under its lamp to one side.
      windowOnto(ctx, g.width * 0.36, g.unit * 8, Math.min(g.width * 0.2, g.unit * 32), g.unit * 26, time, '#ffffff', random, fx);
      const xw = Math.min(g.width * 0.12, g.unit * 18);
      xrayViewer(ctx, g.width - g.unit * 9 - xw, g.unit * 12, xw);
      fx.props.push({ name: 'x-ray', box: { x: g.width - g.unit * 9 - xw, y: g.unit * 12, w: xw, h: xw * 0.6 } });
      const run = g.ground - g.unit * 16;
      fill(ctx, '#f4f7f8', () => ctx.rect(g.width * 0.58, run, g.width * 0.42, g.unit * 16));
      fill(ctx, '#c9d3d7', () => ctx.rect(g.width * 0.58, run, g.width * 0.42, g.unit * 1.2));
      for (let x = g.width * 0.6; x < g.width; x += g.unit * 12) fill(ctx, '#dfe5e8', () => ctx.rect(x, run + g.unit * 3, g.unit * 10.5, g.unit * 12));
      const chair = dentalChair(ctx, Math.max(g.width * 0.1, g.unit * 12), g.ground, Math.min(g.unit * 40, g.width * 0.22), mix('#3fa9b5', palette.accent, 0.3));
      fx.props.push({ name: 'dental-chair', box: chair.box });
      fx.lamps.push(chair.lamp);
    },
  },
  reception: {
    wall: (p) => mix('#efeae3', p.background, 0.1),
    floor: '#cfc8bd',
    seams: 'rgba(110,100,85,0.16)',
    sunless: true,
    paint: (ctx, g, _time, palette, _random, fx) => {
      // An inner front-of-house: a slatted wood feature wall behind the desk with the business's plaque in its
      // colour, a clock, a framed picture, plants, waiting chairs to the sides, downlights.
      const fw = Math.min(g.width * 0.44, g.unit * 64);
      const fx0 = g.width * 0.5 - fw / 2;
      fill(ctx, '#b98b5e', () => ctx.rect(fx0, 0, fw, g.ground));
      for (let x = fx0 + g.unit * 2; x < fx0 + fw; x += g.unit * 3) fill(ctx, 'rgba(60,35,15,0.22)', () => ctx.rect(x, 0, Math.max(1, g.unit * 0.5), g.ground));
      fill(ctx, palette.accent, () => ctx.roundRect(g.width * 0.5 - g.unit * 13, g.unit * 15, g.unit * 26, g.unit * 8, g.unit * 1.2));
      fill(ctx, textOn(palette.accent), () => ctx.arc(g.width * 0.5 - g.unit * 8.5, g.unit * 19, g.unit * 2.2, 0, Math.PI * 2));
      fill(ctx, textOn(palette.accent), () => ctx.rect(g.width * 0.5 - g.unit * 5, g.unit * 18.1, g.unit * 14, g.unit * 1.8));
      fx.props.push({ name: 'feature-wall', box: { x: fx0, y: 0, w: fw, h: g.ground } });
      wallClock(ctx, fx0 - g.unit * 12, g.unit * 14, g.unit * 4.5);
      framedPicture(ctx, fx0 + fw + g.unit * 6, g.unit * 14, g.unit * 16, g.unit * 12, palette.accent);
      plant(ctx, fx0 - g.unit * 4, g.ground, g.unit * 30);
      plant(ctx, fx0 + fw + g.unit * 4, g.ground, g.unit * 26);
      // As many seats as fit each side (a seat is 0.88 of its height wide).
      const seat = g.unit * 14;
      const right = fx0 + fw + g.unit * 12;
      const fits = (room: number) => Math.max(1, Math.min(3, Math.floor(room / (seat * 0.88))));
      fx.props.push({ name: 'waiting-chairs', box: waitingChairs(ctx, right, g.ground, seat, fits(g.width - right - g.unit * 9), palette.accent) });
      const leftSeats = fits(fx0 - g.unit * 14);
      waitingChairs(ctx, fx0 - g.unit * 12 - leftSeats * seat * 0.88, g.ground, seat, leftSeats, palette.accent);
      for (const x of [0.2, 0.4, 0.6, 0.8]) downlight(ctx, g, g.width * x, fx);
    },
  },
  pharmacy: {
    wall: (p) => mix('#f2f6f4', p.background, 0.08),
    floor: '#c9cdca',
    seams: 'rgba(90,100,95,0.16)',
    paint: (ctx, g, _time, palette, random, fx) => {
      // Medicines on white shelving the width of the wall behind the counter, the lit green cross above.
      const top = g.unit * 24;
      const bottom = Math.min(g.ground - g.unit * 2, (g.surfaceTop ?? g.ground) + g.unit * 2);
      medicineShelves(ctx, 0, top, g.width, Math.max(g.unit * 20, bottom - top), palette.accent, random);
      fx.props.push({ name: 'medicines', box: { x: 0, y: top, w: g.width, h: bottom - top } });
      fill(ctx, '#2b2f3a', () => ctx.rect(0, g.unit * 4, g.width, g.unit * 14));
      for (const x of [0.2, 0.8]) {
        crossSign(ctx, g.width * x, g.unit * 11, g.unit * 10, '#2bb673');
        fx.lamps.push({ x: g.width * x, y: g.unit * 11, s: g.unit * 3 });
      }
      fx.props.push({ name: 'cross', box: { x: g.width * 0.2 - g.unit * 5, y: g.unit * 6, w: g.unit * 10, h: g.unit * 10 } });
    },
  },
  butcher: {
    wall: (p) => mix('#f2efe9', p.background, 0.06),
    // Grey quarry tiles: a red floor would swallow the meat counter's red front.
    floor: '#857a72',
    seams: 'rgba(30,20,15,0.25)',
    paint: (ctx, g, _time, palette, random, fx) => {
      // White tiles under a band of the shop's colour, a steel rail hung with cuts and sausages to one side,
      // the chalkboard of the day's prices to the other, strip lights: a butcher's, not a grocer's shelves.
      const top = Math.max(g.unit * 8, g.ground - g.unit * 56);
      tiledWall(ctx, g.width, top, g.ground, g.unit * 4, palette.accent);
      const s = g.unit * 22;
      fx.props.push({ name: 'meat-rail', box: meatRail(ctx, g.unit * 8, top + g.unit * 6, Math.min(g.width * 0.46, g.unit * 60), s) });
      const bw = Math.min(g.width * 0.24, g.unit * 28);
      const bx = g.width - g.unit * 10 - bw;
      chalkboard(ctx, bx, top + g.unit * 6, bw, g.unit * 22, random);
      fx.props.push({ name: 'prices', box: { x: bx, y: top + g.unit * 6, w: bw, h: g.unit * 22 } });
      for (const x of [0.25, 0.75]) stripLight(ctx, g.width * x, g.unit * 3, g.unit * 16, fx);
    },
  },
  'cheese-shop': {
    wall: (p) => mix('#efe3cc', p.background, 0.08),
    floor: '#9a6b45',
    seams: 'rgba(60,35,20,0.22)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Wooden shelves stacked with wheels the width of the wall behind the counter, the prices chalked to one side,
      // warm pendants: a cheese shop, not a grocer's.
      const top = Math.max(g.unit * 14, g.ground - g.unit * 60);
      const bw = Math.min(g.width * 0.2, g.unit * 24);
      const bx = g.width - g.unit * 10 - bw;
      const rows = Math.max(2, Math.min(4, Math.floor((g.ground - top) / (g.unit * 14))));
      fx.props.push({ name: 'cheese-shelves', box: cheeseShelves(ctx, 0, top, bx - g.unit * 6, (g.ground - top) / rows, rows) });
      chalkboard(ctx, bx, top, bw, g.unit * 22, random);
      fx.props.push({ name: 'prices', box: { x: bx, y: top, w: bw, h: g.unit * 22 } });
      fill(ctx, palette.accent, () => ctx.rect(0, top - g.unit * 5, g.width, g.unit * 2));
      for (const x of [0.2, 0.5, 0.8]) pendant(ctx, g.width * x, top - g.unit * 10, g.unit * 5, time, fx);
    },
  },
  fishmonger: {
    wall: (p) => mix('#eef4f6', p.background, 0.06),
    floor: '#7d8a92',
    seams: 'rgba(20,30,40,0.25)',
    paint: (ctx, g, _time, palette, random, fx) => {
      // Sea-blue tiles under a band of the shop's colour, a fishing net draped along them, a fish on a plaque above the counter,
      // the day's catch chalked up, strip lights: a fishmonger's, never the butcher's white.
      const top = Math.max(g.unit * 8, g.ground - g.unit * 56);
      tiledWall(ctx, g.width, top, g.ground, g.unit * 4, palette.accent, SEA_TILES);
      fx.props.push({ name: 'net', box: drapedNet(ctx, 0, top + g.unit * 2, g.width, g.unit * 12) });
      const s = Math.min(g.unit * 20, (g.ground - top) * 0.4);
      fx.props.push({ name: 'fish-plaque', box: fishPlaque(ctx, g.width * 0.3, top + g.unit * 4 + s / 2, s, palette.accent) });
      const bw = Math.min(g.width * 0.24, g.unit * 28);
      const bx = g.width - g.unit * 10 - bw;
      chalkboard(ctx, bx, top + g.unit * 6, bw, g.unit * 22, random);
      fx.props.push({ name: 'catch', box: { x: bx, y: top + g.unit * 6, w: bw, h: g.unit * 22 } });
      for (const x of [0.25, 0.75]) stripLight(ctx, g.width * x, g.unit * 3, g.unit * 16, fx);
    },
  },
  'wine-bar': {
    wall: (p) => mix('#6e3b33', p.background, 0.12),
    floor: '#5a3a28',
    seams: 'rgba(0,0,0,0.22)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Racks of bottles lying on their sides floor to ceiling on both sides, the wines chalked up between them, warm low pendants.
      const top = g.unit * 8;
      const rw = Math.min(g.width * 0.3, g.unit * 40);
      fx.props.push({ name: 'wine-rack', box: wineRack(ctx, 0, top, rw, g.ground - top, random) });
      fx.props.push({ name: 'wine-rack', box: wineRack(ctx, g.width - rw, top, rw, g.ground - top, random) });
      const bw = Math.min(g.width * 0.22, g.unit * 26);
      chalkboard(ctx, g.width / 2 - bw / 2, top + g.unit * 6, bw, g.unit * 20, random);
      fx.props.push({ name: 'wines', box: { x: g.width / 2 - bw / 2, y: top + g.unit * 6, w: bw, h: g.unit * 20 } });
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 5, g.unit * 4.5, time, fx);
    },
  },
  'tea-room': {
    wall: (p) => mix('#efe6d2', p.background, 0.05),
    // Tatami: straw-green mats, their dark borders the seams.
    floor: '#c8c08a',
    seams: 'rgba(40,50,30,0.45)',
    paint: (ctx, g, _time, _palette, _random, fx) => {
      // Paper screens slid open onto the veranda and the garden, the alcove with its scroll and flower beside them, a dark beam above.
      const top = Math.max(g.unit * 8, g.ground - g.unit * 70);
      const aw = Math.min(g.width * 0.26, g.unit * 30);
      fx.props.push({ name: 'alcove', box: scrollAlcove(ctx, 0, top, aw, g.ground) });
      fx.props.push({ name: 'screens', box: shojiOntoGarden(ctx, aw + g.unit * 4, top, g.width - aw - g.unit * 4, g.ground) });
      fill(ctx, '#4a2e1c', () => ctx.rect(0, top - g.unit * 4, g.width, g.unit * 3));
    },
  },
  supermarket: {
    wall: (p) => mix('#eef0f2', p.background, 0.08),
    floor: '#e4e2dc',
    seams: 'rgba(100,100,100,0.14)',
    sunless: true,
    paint: (ctx, g, _time, palette, random, fx) => {
      // Shelving down one side, the chiller down the other, crates of produce in front, aisle signs overhead.
      const h = Math.max(g.unit * 44, g.ground - g.unit * 16);
      const half = g.width * 0.5;
      groceryShelves(ctx, 0, g.ground, half - g.unit, h, palette.accent, random);
      fx.props.push({ name: 'shelves', box: { x: 0, y: g.ground - h, w: half - g.unit, h } });
      chiller(ctx, half + g.unit, g.ground, half - g.unit, h, random);
      fx.props.push({ name: 'chiller', box: { x: half + g.unit, y: g.ground - h, w: half - g.unit, h } });
      produceCrates(ctx, g.width * 0.04, g.ground, g.width * 0.24, g.unit * 12, random);
      for (const [k, x] of [0.18, 0.66].entries()) aisleSign(ctx, g.width * x, g.unit * 4, g.unit * 22, String(k + 4), palette.accent);
      for (const x of [0.1, 0.3, 0.5, 0.7, 0.9]) stripLight(ctx, g.width * x, g.unit * 1.5, g.unit * 10, fx);
    },
  },
  laundrette: {
    wall: (p) => mix('#e3eef2', p.background, 0.08),
    floor: '#b9c3c8',
    seams: 'rgba(60,70,80,0.16)',
    paint: (ctx, g, time, palette, random, fx) => {
      // White tiles, a window, the wall of washers with dryers over them, a folding counter's shelf of detergent.
      const tile = g.unit * 4;
      for (let y = g.unit * 30; y < g.ground; y += tile) fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(0, y, g.width, Math.max(1, g.unit * 0.3)));
      windowOnto(ctx, g.width * 0.06, g.unit * 8, Math.min(g.width * 0.2, g.unit * 30), g.unit * 18, time, '#ffffff', random, fx);
      const s = Math.min(g.unit * 18, (g.ground - g.unit * 30) / 2);
      const machines = laundryMachines(ctx, g.width * 0.3, g.ground, g.width * 0.7 - g.unit * 9, s, palette.accent, random);
      fx.props.push({ name: 'machines', box: machines });
      for (const x of [0.3, 0.7]) stripLight(ctx, g.width * x, g.unit * 2, g.unit * 12, fx);
    },
  },
  vet: {
    wall: (p) => mix('#e9f1ea', p.background, 0.08),
    floor: '#c2cbc4',
    seams: 'rgba(70,90,80,0.15)',
    paint: (ctx, g, time, palette, random, fx) => {
      // A window, paw prints on the wall, shelves of pet food, the steel examination table to one side.
      windowOnto(ctx, g.width * 0.36, g.unit * 8, Math.min(g.width * 0.2, g.unit * 30), g.unit * 22, time, '#ffffff', random, fx, 'trees');
      for (const [k, x] of [0.12, 0.2, 0.28].entries()) pawPrint(ctx, g.width * x, g.unit * (14 + (k % 2) * 5), g.unit * 5, mix(palette.accent, '#ffffff', 0.35));
      const sw = Math.min(g.width * 0.26, g.unit * 40);
      const shelves = { x: g.width - g.unit * 9 - sw, w: sw, h: g.unit * 40 };
      petFoodShelves(ctx, shelves.x, g.ground, shelves.w, shelves.h, palette.accent, random);
      fx.props.push({ name: 'pet-food', box: { x: shelves.x, y: g.ground - shelves.h, w: shelves.w, h: shelves.h } });
      fx.props.push({ name: 'exam-table', box: vetTable(ctx, Math.max(g.width * 0.08, g.unit * 10), g.ground, Math.min(g.unit * 30, g.width * 0.22), '#3fa9b5') });
      // Its poster on pet care by the window and the walk-on scale before its shelves (vet-room.ts): a vet's, not a doctor's.
      fx.props.push({ name: 'poster', box: petCarePoster(ctx, g.width * 0.36 + Math.min(g.width * 0.2, g.unit * 30) + g.unit * 4, g.unit * 10, Math.min(g.width * 0.1, g.unit * 14), palette.accent) });
      fx.props.push({ name: 'scale', box: weighingScale(ctx, shelves.x + g.unit * 2, g.ground, g.unit * 13) });
    },
  },
  grooming: {
    wall: (p) => mix('#dff0ee', p.background, 0.08),
    floor: '#b8c4c6',
    seams: 'rgba(60,80,85,0.15)',
    paint: (ctx, g, time, palette, random, fx) => {
      // White tiles splash-high; the stand dryer and the raised bath with its hose to one side, the grooming
      // table with its arm to the other; leads on hooks, towels and treat jars over them, a window, a paw print.
      const tone = vivid(palette);
      const dado = g.ground - g.unit * 26;
      fill(ctx, '#f4f7f7', () => ctx.rect(0, dado, g.width, g.ground - dado));
      for (let y = dado; y < g.ground; y += g.unit * 4) fill(ctx, 'rgba(90,110,115,0.14)', () => ctx.rect(0, y, g.width, Math.max(1, g.unit * 0.25)));
      for (let x = 0; x < g.width; x += g.unit * 4) fill(ctx, 'rgba(90,110,115,0.1)', () => ctx.rect(x, dado, Math.max(1, g.unit * 0.25), g.ground - dado));
      fill(ctx, tone, () => ctx.rect(0, dado - g.unit * 1.2, g.width, g.unit * 1.2));
      const s = Math.min(g.unit * 30, g.width * 0.24);
      const left = g.unit * 9;
      const right = g.width - g.unit * 9 - s * 1.04;
      const ww = Math.min(g.width * 0.24, g.unit * 30);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 6, dado - g.unit * 62), ww, g.unit * 24, time, '#ffffff', random, fx);
      fx.props.push({ name: 'leads', box: leadHooks(ctx, left + s * 0.1, dado - g.unit * 34, s * 1.1, g.unit * 12, tone) });
      fx.props.push({ name: 'towels', box: towelsAndTreats(ctx, right - s * 0.1, dado - g.unit * 20, s * 1.14, g.unit * 13, tone) });
      fx.props.push({ name: 'dryer', box: standDryer(ctx, left + s * 0.2, g.ground, s * 0.95, tone) });
      fx.props.push({ name: 'bath', box: groomingBath(ctx, left + s * 0.36, g.ground, s) });
      fx.props.push({ name: 'grooming-table', box: groomingTable(ctx, right, g.ground, s, tone) });
      pawPrint(ctx, g.width * 0.5, dado - g.unit * 9, g.unit * 4, mix(tone, '#ffffff', 0.3));
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 4, g.unit * 4.5, time, fx);
    },
  },
  spa: {
    wall: (p) => mix('#ece3d6', p.background, 0.06),
    floor: '#bfa88c',
    seams: 'rgba(90,70,50,0.14)',
    paint: (ctx, g, time, palette, random, fx, brought) => {
      // Calm and warm: a slatted wood wall behind the massage bed (left to a massage given on the scene's own table), a window
      // onto trees, candles, stones and rolled towels on a low shelf, plants, soft lamps.
      const tone = vivid(palette);
      const s = Math.min(g.unit * 30, g.width * 0.26);
      const left = g.unit * 9;
      fill(ctx, '#b48a60', () => ctx.rect(left - g.unit * 2, g.ground - g.unit * 56, s * 1.12 + g.unit * 4, g.unit * 56));
      for (let x = left; x < left + s * 1.12; x += g.unit * 3) fill(ctx, 'rgba(60,35,15,0.2)', () => ctx.rect(x, g.ground - g.unit * 56, Math.max(1, g.unit * 0.5), g.unit * 56));
      const ww = Math.min(g.width * 0.22, g.unit * 28);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 6, g.ground - g.unit * 80), ww, g.unit * 30, time, '#f4efe6', random, fx, 'trees');
      if (!brought.has('massage-table')) fx.props.push({ name: 'massage-bed', box: massageBed(ctx, left, g.ground, s, mix(tone, '#ffffff', 0.35)) });
      const sw = Math.min(g.width * 0.3, g.unit * 36);
      fx.props.push({ name: 'candles', box: candlesAndStones(ctx, g.width - g.unit * 9 - sw, g.ground - g.unit * 34, sw, g.unit * 12, mix(tone, '#ffffff', 0.35)) });
      plant(ctx, g.width - g.unit * 14, g.ground, g.unit * 24);
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 5, g.unit * 4, time, fx);
    },
  },
  bookshop: {
    wall: (p) => mix('#f1e8da', p.background, 0.06),
    floor: '#a57c55',
    seams: 'rgba(60,35,15,0.2)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Bookcases floor to ceiling along the wall, a window over a low case in the middle, a table of new books
      // face up to one side under the shop's sign.
      const tone = vivid(palette);
      const h = Math.max(g.unit * 40, g.ground - g.unit * 8);
      const bay = Math.min(g.unit * 34, g.width * 0.3);
      const mid = g.width * 0.5 - bay / 2;
      for (let x = mid - bay; x > -bay; x -= bay) bookcase(ctx, x, g.ground, bay, h, random);
      for (let x = mid + bay; x < g.width; x += bay) bookcase(ctx, x, g.ground, bay, h, random);
      fx.props.push({ name: 'books', box: { x: 0, y: g.ground - h, w: g.width, h } });
      windowOnto(ctx, mid + bay * 0.1, g.ground - h + g.unit * 4, bay * 0.8, g.unit * 26, time, '#6b4a34', random, fx);
      bookcase(ctx, mid, g.ground, bay, g.unit * 26, random);
      const tw = Math.min(g.unit * 30, g.width * 0.24);
      fx.props.push({ name: 'book-table', box: bookTable(ctx, g.width - g.unit * 9 - tw, g.ground, tw, tone, random) });
      for (const x of [0.25, 0.75]) pendant(ctx, g.width * x, g.unit * 3, g.unit * 4.5, time, fx);
    },
  },
  library: {
    wall: (p) => mix('#e4dccb', p.background, 0.06),
    floor: '#7a5238',
    seams: 'rgba(40,25,15,0.25)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Dark wood bookcases with a ladder, a tall window between them, a reading table with green-shaded lamps.
      const h = Math.max(g.unit * 44, g.ground - g.unit * 4);
      const bay = Math.min(g.unit * 30, g.width * 0.26);
      const ww = Math.min(g.width * 0.2, g.unit * 26);
      const mid = g.width * 0.5;
      for (let x = mid - ww / 2 - g.unit * 3 - bay; x > -bay; x -= bay) bookcase(ctx, x, g.ground, bay, h, random);
      for (let x = mid + ww / 2 + g.unit * 3; x < g.width; x += bay) bookcase(ctx, x, g.ground, bay, h, random);
      fx.props.push({ name: 'books', box: { x: 0, y: g.ground - h, w: g.width, h } });
      windowOnto(ctx, mid - ww / 2, g.ground - h + g.unit * 6, ww, h - g.unit * 30, time, '#5e3d2a', random, fx, 'trees');
      // The ladder against the left-hand shelves.
      const lx = mid - ww / 2 - g.unit * 3 - bay * 0.6;
      ctx.strokeStyle = '#c58f5a';
      ctx.lineWidth = Math.max(1, g.unit * 0.8);
      ctx.beginPath();
      for (const dx of [0, g.unit * 7]) {
        ctx.moveTo(lx + dx, g.ground - h + g.unit * 2);
        ctx.lineTo(lx + dx + g.unit * 6, g.ground);
      }
      for (let t = 0.1; t < 1; t += 0.12) {
        ctx.moveTo(lx + g.unit * 6 * t, g.ground - h + g.unit * 2 + (h - g.unit * 2) * t);
        ctx.lineTo(lx + g.unit * 7 + g.unit * 6 * t, g.ground - h + g.unit * 2 + (h - g.unit * 2) * t);
      }
      ctx.stroke();
      const tw = Math.min(g.unit * 32, g.width * 0.26);
      const tx = g.width - g.unit * 9 - tw;
      fill(ctx, '#5e3d2a', () => ctx.rect(tx, g.ground - g.unit * 14, tw, g.unit * 2));
      for (const k of [0.08, 0.88]) fill(ctx, '#5e3d2a', () => ctx.rect(tx + tw * k, g.ground - g.unit * 12, g.unit * 1.5, g.unit * 12));
      for (const k of [0.25, 0.75]) {
        const cx = tx + tw * k;
        fill(ctx, '#c9a66b', () => ctx.rect(cx - g.unit * 0.3, g.ground - g.unit * 19, g.unit * 0.6, g.unit * 5));
        fill(ctx, '#2f7d4f', () => ctx.ellipse(cx, g.ground - g.unit * 19, g.unit * 3.2, g.unit * 1.6, 0, Math.PI, 0));
        fx.lamps.push({ x: cx, y: g.ground - g.unit * 18, s: g.unit * 3 });
      }
      fx.props.push({ name: 'reading-table', box: { x: tx, y: g.ground - g.unit * 21, w: tw, h: g.unit * 21 } });
    },
  },
  'hotel-room': {
    wall: (p) => mix('#efe8de', p.background, 0.06),
    floor: '#b9a58e',
    seams: null,
    paint: (ctx, g, time, palette, random, fx, brought) => {
      // The made bed against its upholstered headboard, bedside lamps lit, a picture over it, a curtained window.
      // A housekeeper's pose brings its own bed: the rest of the room stands where it would, around the bed drawn with her.
      const tone = vivid(palette);
      const s = Math.min(g.unit * 40, g.width * 0.42);
      const bed = brought.has('bed') ? { x: g.width * 0.5 - s * 0.65, y: g.ground - s * 0.78, w: s * 1.3, h: s * 0.78 } : hotelBed(ctx, g.width * 0.5, g.ground, s, tone);
      if (!brought.has('bed')) fx.props.push({ name: 'bed', box: bed });
      for (const side of [-1, 1]) {
        const shade = bedsideLamp(ctx, g.width * 0.5 + side * (bed.w / 2 + g.unit * 6), g.ground, g.unit * 18);
        fx.lamps.push({ x: shade.x + shade.w / 2, y: shade.y + shade.h / 2, s: shade.w * 0.8 });
      }
      framedPicture(ctx, g.width * 0.5 - g.unit * 12, bed.y - g.unit * 22, g.unit * 24, g.unit * 16, tone);
      const ww = Math.min(g.width * 0.18, g.unit * 24);
      const wx = g.width - g.unit * 13 - ww;
      windowOnto(ctx, wx, bed.y - g.unit * 30, ww, g.unit * 34, time, '#ffffff', random, fx);
      for (const cx of [wx - g.unit * 4, wx + ww]) fill(ctx, mix(tone, '#ffffff', 0.5), () => ctx.rect(cx, bed.y - g.unit * 34, g.unit * 4, g.ground - bed.y + g.unit * 34));
      fx.props.push({ name: 'window', box: { x: wx - g.unit * 4, y: bed.y - g.unit * 34, w: ww + g.unit * 8, h: g.ground - bed.y + g.unit * 34 } });
    },
  },
  nursery: {
    wall: (p) => mix('#f6efe0', p.background, 0.05),
    floor: '#cfe3d3',
    seams: 'rgba(80,110,90,0.12)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Bright and low: bunting, alphabet cards, a window, toy shelves at child height each side, a round rug.
      const ww = Math.min(g.width * 0.22, g.unit * 28);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 12, g.ground - g.unit * 66), ww, g.unit * 26, time, '#ffffff', random, fx, 'trees');
      bunting(ctx, 0, g.width, g.unit * 6, g.unit * 4);
      alphabetCards(ctx, g.unit * 10, g.ground - g.unit * 34, g.width - g.unit * 20, g.unit * 6, 'sans-serif');
      const sw = Math.min(g.width * 0.26, g.unit * 30);
      fx.props.push({ name: 'toys', box: toyShelves(ctx, g.unit * 9, g.ground, sw, g.unit * 18, random) });
      toyShelves(ctx, g.width - g.unit * 9 - sw, g.ground, sw, g.unit * 18, random);
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 3, g.unit * 4, time, fx);
    },
    marks: (ctx, g) => fill(ctx, 'rgba(244,162,97,0.45)', () => ctx.ellipse(g.width * 0.5, g.ground + (g.height - g.ground) * 0.45, g.width * 0.3, (g.height - g.ground) * 0.25, 0, 0, Math.PI * 2)),
  },
  ward: {
    wall: (p) => mix('#e6f0ec', p.background, 0.06),
    floor: '#c9d3cf',
    seams: 'rgba(80,100,95,0.14)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Beds against the wall with their monitors and drip stands, curtains on rails drawn back, a window, strip lights.
      const tone = vivid(palette);
      const s = Math.min(g.unit * 44, g.width * 0.32);
      const ww = Math.min(g.width * 0.2, g.unit * 26);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 8, g.ground - g.unit * 64), ww, g.unit * 26, time, '#ffffff', random, fx, 'trees');
      const left = g.unit * 9;
      bedCurtain(ctx, left, g.unit * 4, s * 1.1, g.ground - g.unit * 30, '#cfe3e8');
      fx.props.push({ name: 'bed', box: wardBed(ctx, left, g.ground, s, mix(tone, '#ffffff', 0.3)) });
      fx.props.push({ name: 'monitor', box: bedsideMonitor(ctx, g.width - g.unit * 9 - s * 0.7 * 0.37, g.ground, s * 0.7) });
      for (const x of [0.3, 0.7]) stripLight(ctx, g.width * x, g.unit * 2, g.unit * 12, fx);
    },
  },
  showroom: {
    wall: (p) => mix('#eef0f2', p.background, 0.04),
    floor: '#aeb4bc',
    seams: 'rgba(120,130,140,0.12)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Floor-to-ceiling glass onto the street, a car on its turntable to one side, the brand's banners, downlights.
      const tone = vivid(palette);
      const top = g.unit * 10;
      // Glass on the car's side, a dark feature wall with the banners on the other.
      for (let x = g.unit * 2; x < g.width * 0.5; x += g.unit * 26) windowOnto(ctx, x, top, g.unit * 24, g.ground - top - g.unit * 3, time, '#9aa1ab', random, fx);
      fill(ctx, '#3a3f4b', () => ctx.rect(0, 0, g.width, top - g.unit * 2));
      fill(ctx, '#4a4f58', () => ctx.rect(g.width * 0.5 + g.unit * 4, top - g.unit * 2, g.width, g.ground - top + g.unit * 2));
      fx.props.push({ name: 'banner', box: banner(ctx, g.width - g.unit * 9 - g.unit * 14, top + g.unit * 4, g.unit * 14, g.unit * 30, tone) });
      const s = Math.min(g.unit * 40, g.width * 0.26);
      fx.props.push({ name: 'car', box: displayCar(ctx, g.unit * 9 + s * 0.62, g.ground, s, tone) });
      for (const x of [0.2, 0.4, 0.6, 0.8]) downlight(ctx, g, g.width * x, fx);
    },
    marks: (ctx, g) => {
      // A polished floor: the glass reflected in it.
      for (let x = g.unit * 2; x < g.width * 0.5; x += g.unit * 26) fill(ctx, 'rgba(255,255,255,0.16)', () => ctx.rect(x, g.ground, g.unit * 24, (g.height - g.ground) * 0.5));
    },
  },
  physio: {
    wall: (p) => mix('#e9f1ef', p.background, 0.06),
    floor: '#c8ae8c',
    seams: 'rgba(90,65,40,0.16)',
    paint: (ctx, g, time, palette, random, fx) => {
      // A sports treatment room: a window, the plinth to one side under an anatomy chart; resistance bands on
      // their rail, an exercise ball and a crate of foam rollers to the other; a stripe in the brand's colour.
      const tone = vivid(palette);
      fill(ctx, mix(tone, '#ffffff', 0.55), () => ctx.rect(0, g.ground - g.unit * 30, g.width, g.unit * 1.6));
      const ww = Math.min(g.width * 0.2, g.unit * 28);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 6, g.ground - g.unit * 74), ww, g.unit * 28, time, '#ffffff', random, fx, 'trees');
      const left = Math.max(g.width * 0.08, g.unit * 10);
      const s = Math.min(g.unit * 34, g.width * 0.24);
      fx.props.push({ name: 'plinth', box: treatmentPlinth(ctx, left, g.ground, s, mix('#2f6f8f', tone, 0.25)) });
      const cw = Math.min(g.unit * 14, s * 0.5);
      fx.props.push({ name: 'anatomy-chart', box: anatomyChart(ctx, left + s * 0.25, g.ground - g.unit * 56, cw) });
      const right = g.width - g.unit * 9;
      const bw = Math.min(g.unit * 22, g.width * 0.18);
      fx.props.push({ name: 'bands', box: bandsOnHooks(ctx, right - bw, g.ground - g.unit * 52, bw, g.unit * 14) });
      const rollers = foamRollers(ctx, right - g.unit * 16, g.ground, g.unit * 16, tone);
      fx.props.push({ name: 'rollers', box: rollers });
      fx.props.push({ name: 'ball', box: exerciseBall(ctx, rollers.x - g.unit * 10, g.ground, g.unit * 9, mix(tone, '#ffffff', 0.2)) });
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 4, g.unit * 4, time, fx);
    },
  },
  'garden-centre': {
    wall: (p) => mix('#a9c2a4', p.background, 0.05),
    floor: '#b8ad9c',
    seams: 'rgba(90,80,60,0.18)',
    paint: (ctx, g, time, _palette, random, fx) => {
      // Inside a greenhouse: glazed bays onto the sky on a timber frame, staging benches of potted plants
      // along both sides, baskets of trailing plants hung from the roof.
      for (const x of [0.08, 0.72]) fx.windows.push(glazedWall(ctx, g.width * x, g.ground, g.width * 0.2, g.ground - g.unit * 8, SKY[time]));
      const bw = Math.min(g.width * 0.32, g.unit * 44);
      const h = g.unit * 20;
      fx.props.push({ name: 'benches', box: stagingBench(ctx, g.unit * 9, g.ground, bw, h, random) });
      stagingBench(ctx, g.width - g.unit * 9 - bw, g.ground, bw, h, random);
      for (const x of [0.25, 0.5, 0.75]) hangingBasket(ctx, g.width * x, g.unit * 16, g.unit * 9, random);
      for (const x of [0.37, 0.63]) pendant(ctx, g.width * x, g.unit * 3, g.unit * 4, time, fx);
    },
  },
  'pro-kitchen': {
    wall: (p) => mix('#eef1f3', p.background, 0.04),
    floor: '#9c6b5a',
    seams: 'rgba(40,25,20,0.22)',
    sunless: true,
    paint: (ctx, g, _time, _palette, _random, fx) => {
      // A restaurant's kitchen: white tiles, the stainless range under its hood along one side, pans hung on
      // a rail, the pass with its heat lamps and order tickets along the other; strip lights.
      const top = g.surfaceTop ?? g.ground - g.unit * 26;
      const tile = g.unit * 3;
      for (let y = g.unit * 10; y < g.ground; y += tile) fill(ctx, 'rgba(120,130,140,0.16)', () => ctx.rect(0, y, g.width, Math.max(1, g.unit * 0.2)));
      for (let x = 0; x < g.width; x += tile * 2) fill(ctx, 'rgba(120,130,140,0.1)', () => ctx.rect(x, g.unit * 10, Math.max(1, g.unit * 0.2), g.ground - g.unit * 10));
      const rw = Math.min(g.width * 0.44, g.unit * 60);
      const counter = Math.min(g.unit * 28, Math.max(g.unit * 18, g.ground - top));
      fx.props.push({ name: 'range', box: steelRange(ctx, g.unit * 9, g.ground, rw, counter) });
      fx.props.push({ name: 'hood', box: extractionHood(ctx, g.unit * 8, g.ground - counter - g.unit * 26, rw + g.unit * 2, g.unit * 14) });
      const right = g.unit * 14 + rw;
      fx.props.push({ name: 'pans', box: hangingPans(ctx, right, g.unit * 14, g.width - right - g.unit * 9, g.unit * 14) });
      const pass = kitchenPass(ctx, right, Math.min(g.ground - g.unit * 4, top - g.unit * 2), g.width - right - g.unit * 9, g.unit * 24);
      fx.props.push({ name: 'pass', box: pass.box });
      fx.lamps.push(...pass.lamps);
      for (const x of [0.2, 0.5, 0.8]) stripLight(ctx, g.width * x, g.unit * 2, g.unit * 12, fx);
    },
  },
  'noodle-bar': {
    wall: (p) => mix('#7a5238', p.background, 0.05),
    floor: '#5e3d2a',
    seams: 'rgba(20,10,5,0.3)',
    sunless: true,
    paint: (ctx, g, _time, palette, _random, fx) => {
      // A ramen counter: dark wood, the kitchen's opening behind the counter under its split curtain in the
      // brand's colour, stock pots steaming in it, wooden menu tags along the wall, red paper lanterns.
      const tone = vivid(palette);
      const top = g.surfaceTop ?? g.ground - g.unit * 26;
      const opening = { x: g.width * 0.18, w: g.width * 0.64 };
      const lintel = Math.max(g.unit * 22, top - g.unit * 34);
      fill(ctx, '#e9dfcf', () => ctx.rect(opening.x, lintel, opening.w, g.ground - lintel));
      fx.props.push({ name: 'noren', box: noren(ctx, opening.x, lintel, opening.w, g.unit * 12, tone) });
      fx.props.push({ name: 'pots', box: stockPots(ctx, opening.x + opening.w * 0.2, Math.min(g.ground, top + g.unit), opening.w * 0.6, g.unit * 9) });
      fx.props.push({ name: 'menu', box: menuTags(ctx, 0, g.unit * 8, g.width, Math.max(g.unit * 10, lintel - g.unit * 12)) });
      for (const x of [0.1, 0.9]) {
        paperLantern(ctx, g.width * x, lintel + g.unit * 10, g.unit * 8);
        fx.lamps.push({ x: g.width * x, y: lintel + g.unit * 10, s: g.unit * 5 });
      }
    },
  },
  'nail-salon': {
    wall: (p) => mix('#f6e9ea', p.background, 0.06),
    floor: '#e6ddd6',
    seams: 'rgba(120,100,95,0.14)',
    paint: (ctx, g, time, palette, random, fx) => {
      // Pale pink and white: a wall of polish, a window, plants.
      const tone = vivid(palette);
      const rw = Math.min(g.width * 0.36, g.unit * 48);
      fx.props.push({ name: 'polish', box: bottleShelves(ctx, g.width * 0.5 - rw / 2, g.unit * 12, rw, g.unit * 30, 4, random) });
      const ww = Math.min(g.width * 0.2, g.unit * 26);
      windowOnto(ctx, g.unit * 8, Math.max(g.unit * 8, g.ground - g.unit * 62), ww, g.unit * 40, time, '#ffffff', random, fx);
      // Manicure desks with their lamps and the reception desk to the sides: a second desk only where a wide room has room for
      // it clear of the middle fifth, where people stand.
      const s = Math.min(g.unit * 30, g.width * 0.22);
      const rs = Math.min(g.unit * 28, g.width * 0.22);
      const reception = g.width - g.unit * 9 - rs;
      const second = reception - g.unit * 4 - s;
      for (const [k, x] of [g.unit * 9, ...(second >= g.width * 0.6 ? [second] : [])].entries()) {
        const desk = manicureDesk(ctx, x, g.ground, s, tone);
        if (k === 0) fx.props.push({ name: 'manicure-desk', box: desk.box });
        fx.lamps.push(desk.lamp);
      }
      fx.props.push({ name: 'reception-desk', box: salonReception(ctx, reception, g.ground, rs, tone) });
      plant(ctx, g.width - g.unit * 12, g.unit * 40, g.unit * 14);
      for (const x of [0.3, 0.7]) pendant(ctx, g.width * x, g.unit * 4, g.unit * 4, time, fx);
    },
  },
  'care-home': {
    wall: (p) => mix('#f1e9dc', p.background, 0.05),
    floor: '#b98b63',
    seams: 'rgba(80,50,30,0.2)',
    paint: (ctx, g, time, palette, random, fx) => {
      // A care home's lounge: patterned wallpaper over a dado rail, a curtained window onto the garden, armchairs
      // with cushions each side, a standard lamp, pictures, a clock, a plant.
      const tone = vivid(palette);
      const dado = g.ground - g.unit * 18;
      for (let x = g.unit * 3; x < g.width; x += g.unit * 8) for (let y = g.unit * 4; y < dado; y += g.unit * 8) fill(ctx, 'rgba(150,120,90,0.12)', () => ctx.arc(x, y, g.unit * 1.2, 0, Math.PI * 2));
      fill(ctx, '#efe6d6', () => ctx.rect(0, dado, g.width, g.ground - dado));
      fill(ctx, '#a57c55', () => ctx.rect(0, dado, g.width, g.unit * 1.2));
      const ww = Math.min(g.width * 0.22, g.unit * 30);
      windowOnto(ctx, g.width * 0.5 - ww / 2, Math.max(g.unit * 8, dado - g.unit * 44), ww, g.unit * 32, time, '#ffffff', random, fx, 'trees');
      for (const cx of [g.width * 0.5 - ww / 2 - g.unit * 6, g.width * 0.5 + ww / 2 + g.unit * 1]) fill(ctx, mix(tone, '#ffffff', 0.45), () => ctx.rect(cx, Math.max(g.unit * 6, dado - g.unit * 46), g.unit * 5, g.unit * 40));
      const s = Math.min(g.unit * 26, g.width * 0.2);
      fx.props.push({ name: 'armchairs', box: armchair(ctx, g.unit * 9, g.ground, s, mix('#7a9a86', tone, 0.2)) });
      armchair(ctx, g.width - g.unit * 9 - s * 0.8, g.ground, s, mix('#c98b6b', tone, 0.2));
      const shade = standardLamp(ctx, g.unit * 12 + s * 0.8, g.ground, g.unit * 40);
      fx.lamps.push({ x: shade.x + shade.w / 2, y: shade.y + shade.h / 2, s: shade.w * 0.8 });
      framedPicture(ctx, g.width * 0.16, g.unit * 16, g.unit * 16, g.unit * 12, tone);
      wallClock(ctx, g.width * 0.82, g.unit * 18, g.unit * 4.5);
    },
  },
  carriage: CARRIAGE,
  bathroom: BATHROOM,
  gelateria: GELATERIA,
  pool: POOL_ROOM,
  'wine-cellar': WINE_CELLAR,
  'climbing-gym': CLIMBING_GYM,
  'car-wash': CAR_WASH,
  'cookery-school': COOKERY_SCHOOL,
  coworking: COWORKING_ROOM,
  premises: PREMISES_ROOM,
  'tutoring-centre': TUTORING_CENTRE,
  'chip-shop': CHIP_SHOP,
  optician: OPTICIAN,
  jeweller: JEWELLER,
  'pet-shop': PET_SHOP,
};

/** Rooms no daylight reaches: a sunny prompt raises their lights but lays no sun on their floor. */
export const SUNLESS: ReadonlySet<RoomId> = new Set((Object.keys(INSIDE) as RoomId[]).filter((room) => INSIDE[room].sunless));

/** The palette's boldest colour (the brand's own, whether it is the background or the accent): what a room's own things are painted in. */
function vivid(palette: Palette): string {
  const chroma = (hex: string) => Math.max(...parseHex(hex)) - Math.min(...parseHex(hex));
  return chroma(palette.accent) >= chroma(palette.background) ? palette.accent : palette.background;
}

/** A fluorescent strip light hung from the ceiling. */
function stripLight(ctx: SKRSContext2D, x: number, y: number, w: number, fx: Fixtures): void {
  fill(ctx, '#7b828c', () => ctx.rect(x - w * 0.3, 0, Math.max(1, w * 0.01), y));
  fill(ctx, '#7b828c', () => ctx.rect(x + w * 0.3, 0, Math.max(1, w * 0.01), y));
  fill(ctx, '#c9ced6', () => ctx.roundRect(x - w / 2, y, w, w * 0.09, w * 0.03));
  fill(ctx, '#fbfdff', () => ctx.rect(x - w * 0.46, y + w * 0.05, w * 0.92, w * 0.04));
  fx.lamps.push({ x, y: y + w * 0.07, s: w * 0.3 });
}

/** A recessed downlight in the ceiling, its light fanning down the wall. */
function downlight(ctx: SKRSContext2D, g: PlaceGeometry, x: number, fx: Fixtures): void {
  const reach = g.ground * 0.45;
  const glow = ctx.createLinearGradient(0, 0, 0, reach);
  glow.addColorStop(0, 'rgba(255,240,210,0.35)');
  glow.addColorStop(1, 'rgba(255,240,210,0)');
  fill(ctx, glow, () => {
    ctx.moveTo(x - g.unit * 2, 0);
    ctx.lineTo(x + g.unit * 2, 0);
    ctx.lineTo(x + g.unit * 8, reach);
    ctx.lineTo(x - g.unit * 8, reach);
    ctx.closePath();
  });
  fx.lamps.push({ x, y: g.unit * 1.5, s: g.unit * 2.5 });
}

/**
 * A home's front, across the middle of the frame: brick under a tiled roof with a chimney, white-framed
 * sash windows (lit at night), the front door in the brand's colour under its fanlight, a step and a lamp.
 */
function houseFront(ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette): void {
  const base = g.ground + g.unit;
  const w = Math.min(g.width * 0.9, Math.max(g.unit * 90, g.width * 0.55));
  const x = (g.width - w) / 2;
  const eaves = Math.max(g.unit * 22, g.horizon - g.unit * 26);
  const brick = '#b5654a';
  fill(ctx, brick, () => ctx.rect(x, eaves, w, base - eaves));
  for (let y = eaves, r = 0; y < base; y += g.unit * 2, r++) {
    for (let bx = x + (r % 2 ? g.unit * 2.5 : 0); bx < x + w; bx += g.unit * 5) fill(ctx, r % 3 ? 'rgba(255,220,200,0.07)' : 'rgba(60,20,10,0.08)', () => ctx.rect(bx + 1, y + 1, g.unit * 5 - 2, g.unit * 2 - 2));
  }
  const ridgeY = Math.max(g.unit * 6, eaves - w * 0.22);
  fill(ctx, '#6b4a3f', () => ctx.rect(x + w * 0.72, ridgeY - g.unit * 4, w * 0.07, eaves - ridgeY));
  const roof = () => {
    ctx.moveTo(x - g.unit * 3, eaves + g.unit);
    ctx.lineTo(x + w * 0.18, ridgeY);
    ctx.lineTo(x + w * 0.82, ridgeY);
    ctx.lineTo(x + w + g.unit * 3, eaves + g.unit);
    ctx.closePath();
  };
  fill(ctx, '#5a4a48', roof);
  ctx.save();
  ctx.beginPath();
  roof();
  ctx.clip();
  for (let y = ridgeY + g.unit * 2.5; y < eaves; y += g.unit * 2.5) fill(ctx, 'rgba(0,0,0,0.12)', () => ctx.rect(x - g.unit * 3, y, w + g.unit * 6, Math.max(1, g.unit * 0.3)));
  ctx.restore();
  const glass = night(time) ? '#ffd98a' : mix(SKY[time][1], '#5a7896', 0.45);
  const storey = (base - eaves) / 2;
  const win = (wx: number, wy: number) => {
    fill(ctx, '#f4f1ea', () => ctx.rect(wx - g.unit, wy - g.unit, g.unit * 14, storey * 0.62 + g.unit * 2));
    fill(ctx, glass, () => ctx.rect(wx, wy, g.unit * 12, storey * 0.62));
    fill(ctx, '#f4f1ea', () => ctx.rect(wx, wy + storey * 0.3, g.unit * 12, g.unit * 0.8));
    fill(ctx, '#f4f1ea', () => ctx.rect(wx + g.unit * 5.6, wy, g.unit * 0.8, storey * 0.62));
  };
  for (const f of [0.12, 0.42, 0.72]) win(x + w * f, eaves + storey * 0.2);
  for (const f of [0.12, 0.72]) win(x + w * f, eaves + storey * 1.2);
  // The door between the ground-floor windows, with its fanlight, step and lamp.
  const dw = g.unit * 11;
  const dx = g.width / 2 - dw / 2;
  const dy = base - storey * 0.82;
  fill(ctx, '#f4f1ea', () => ctx.rect(dx - g.unit * 1.5, dy - g.unit * 6, dw + g.unit * 3, base - dy + g.unit * 6));
  fill(ctx, glass, () => ctx.arc(g.width / 2, dy, dw / 2, Math.PI, 0));
  fill(ctx, palette.accent, () => ctx.rect(dx, dy, dw, base - dy));
  fill(ctx, mix(palette.accent, '#000000', 0.2), () => {
    ctx.rect(dx + dw * 0.15, dy + (base - dy) * 0.1, dw * 0.3, (base - dy) * 0.35);
    ctx.rect(dx + dw * 0.55, dy + (base - dy) * 0.1, dw * 0.3, (base - dy) * 0.35);
  });
  fill(ctx, '#d9c27a', () => ctx.arc(dx + dw * 0.82, dy + (base - dy) * 0.55, g.unit * 0.7, 0, Math.PI * 2));
  fill(ctx, '#cfc8bb', () => ctx.rect(dx - g.unit * 3, base - g.unit * 1.5, dw + g.unit * 6, g.unit * 1.5));
  lampPost(ctx, dx - g.unit * 4, dy + g.unit * 4, g.unit * 4, time);
}

/** An estate agent's board on its post, in the brand's colour: a house mark and lines where the words go. `x`: the post. */
function saleBoard(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): void {
  fill(ctx, '#f4f1ea', () => ctx.rect(x - s * 0.03, y - s, s * 0.06, s));
  const board = { x: x - s * 0.02, y: y - s * 1.02, w: s * 0.7, h: s * 0.46 };
  fill(ctx, accent, () => ctx.roundRect(board.x, board.y, board.w, board.h, s * 0.03));
  const ink = textOn(accent);
  fill(ctx, ink, () => {
    ctx.moveTo(board.x + board.w * 0.1, board.y + board.h * 0.45);
    ctx.lineTo(board.x + board.w * 0.22, board.y + board.h * 0.2);
    ctx.lineTo(board.x + board.w * 0.34, board.y + board.h * 0.45);
    ctx.closePath();
    ctx.rect(board.x + board.w * 0.13, board.y + board.h * 0.45, board.w * 0.18, board.h * 0.3);
  });
  fill(ctx, ink, () => {
    ctx.rect(board.x + board.w * 0.42, board.y + board.h * 0.24, board.w * 0.48, board.h * 0.14);
    ctx.rect(board.x + board.w * 0.42, board.y + board.h * 0.52, board.w * 0.34, board.h * 0.1);
  });
}

/**
 * A business's street face, filling the frame's width: its room seen through a big window, a
 * door, an awning in the brand's colour and the name on the fascia above, lettered to fit it.
 */
function facade(ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, sign: Sign): void {
  // A car wash is driven into, not walked into past a shop window.
  if (sign.kind === 'car-wash') return driveIn(ctx, g, time, palette, random, sign);
  const w = Math.min(g.width * 0.94, Math.max(g.height * 1.15, g.width * 0.6));
  const x = (g.width - w) / 2;
  const base = g.ground + g.unit;
  const top = Math.max(g.unit * 4, g.horizon - g.unit * 30);
  const wall = mix('#30343d', palette.background, 0.25);
  // In a tall frame the storeys above the shop rise to a roofline under the sky; in a wide one they run off the top.
  const roof = upperStoreys(ctx, { x, w, base: top }, g.height, g.unit, time, palette, random, sign.name, sign.families);
  fill(ctx, wall, () => ctx.rect(x, top, w, base - top));
  // The fascia with the name, the awning under it.
  const fasciaH = Math.max(g.unit * 9, (base - top) * 0.12);
  fill(ctx, mix(palette.accent, '#000000', 0.35), () => ctx.rect(x + w * 0.03, top, w * 0.94, fasciaH));
  fill(ctx, palette.accent, () => ctx.rect(x + w * 0.03 + g.unit * 0.6, top + g.unit * 0.6, w * 0.94 - g.unit * 1.2, fasciaH - g.unit * 1.2));
  if (sign.name) fasciaName(ctx, sign.name, sign.families, { x: x + w / 2, y: top + fasciaH / 2 }, fasciaH, w * 0.86, palette.accent);
  else tradeSign(sign.kind)?.(ctx, x + w / 2, top + fasciaH / 2, fasciaH * 0.62, textOn(palette.accent));
  const awningTop = top + fasciaH + g.unit * 0.8;
  const awningH = g.unit * 7;
  for (let k = 0; k < 10; k++) {
    fill(ctx, k % 2 ? '#ffffff' : mix(palette.accent, '#ffffff', 0.1), () => {
      const sx = x + w * 0.02 + (w * 0.96 * k) / 10;
      const sw = (w * 0.96) / 10;
      ctx.moveTo(sx, awningTop);
      ctx.lineTo(sx + sw, awningTop);
      ctx.lineTo(sx + sw, awningTop + awningH);
      ctx.arc(sx + sw / 2, awningTop + awningH, sw / 2, 0, Math.PI);
      ctx.closePath();
    });
  }
  // The window onto the room (its own props, lit for the time), and the door.
  const win = { x: x + w * 0.06, y: awningTop + awningH + g.unit * 3, w: w * 0.58, h: 0 };
  win.h = base - g.unit * 7 - win.y;
  const room = INSIDE[sign.kind];
  const inner = createCanvas(Math.max(1, Math.round(win.w)), Math.max(1, Math.round(win.h)));
  const ic = inner.getContext('2d');
  const ig: PlaceGeometry = { width: inner.width, height: inner.height, floor: inner.height * 0.95, ground: inner.height * 0.9, horizon: inner.height * 0.3, surfaceTop: null, unit: g.unit * 0.8 };
  fill(ic, room.wall(palette), () => ic.rect(0, 0, inner.width, inner.height));
  room.paint(ic, ig, time, palette, random, noFixtures(), new Set());
  fill(ic, room.floor, () => ic.rect(0, ig.ground, inner.width, inner.height - ig.ground));
  WINDOW_FURNITURE[sign.kind]?.(ic, ig, palette);
  fill(ic, night(time) ? 'rgba(255,200,120,0.18)' : 'rgba(160,200,225,0.22)', () => ic.rect(0, 0, inner.width, inner.height));
  const frame = mix(wall, '#ffffff', 0.12);
  fill(ctx, frame, () => ctx.rect(win.x - g.unit, win.y - g.unit, win.w + g.unit * 2, win.h + g.unit * 2));
  ctx.drawImage(inner, win.x, win.y, win.w, win.h);
  // Reflections on the glass.
  for (const [k, f] of [0.15, 0.5].entries()) {
    fill(ctx, 'rgba(255,255,255,0.16)', () => {
      ctx.moveTo(win.x + win.w * f, win.y + win.h);
      ctx.lineTo(win.x + win.w * (f + 0.12 + k * 0.05), win.y + win.h);
      ctx.lineTo(win.x + win.w * (f + 0.32 + k * 0.05), win.y);
      ctx.lineTo(win.x + win.w * (f + 0.2), win.y);
      ctx.closePath();
    });
  }
  fill(ctx, frame, () => ctx.rect(win.x, base - g.unit * 7, win.w, g.unit * 7));
  const door = { x: x + w * 0.7, y: win.y, w: w * 0.22, h: base - win.y };
  fill(ctx, frame, () => ctx.rect(door.x - g.unit, door.y - g.unit, door.w + g.unit * 2, door.h + g.unit));
  fill(ctx, night(time) ? '#ffe3a3' : mix(room.wall(palette), '#8fb3c6', 0.5), () => ctx.rect(door.x, door.y, door.w, door.h));
  fill(ctx, 'rgba(255,255,255,0.2)', () => ctx.rect(door.x + door.w * 0.1, door.y + door.h * 0.05, door.w * 0.12, door.h * 0.9));
  fill(ctx, '#d9c27a', () => ctx.rect(door.x + door.w * 0.8, door.y + door.h * 0.5, door.w * 0.05, door.h * 0.12));
  if (night(time)) {
    const glow = ctx.createRadialGradient(x + w / 2, top + fasciaH / 2, 0, x + w / 2, top + fasciaH / 2, w * 0.5);
    glow.addColorStop(0, 'rgba(255,230,170,0.25)');
    glow.addColorStop(1, 'rgba(255,230,170,0)');
    fill(ctx, glow, () => ctx.rect(x, roof, w, base - roof));
  }
}

/** Paints the place's layers, far to near, with the light of the time of day (and, indoors, the light the prompt names) baked in. */
export function paintPlace(
  setting: SettingId, time: TimeOfDay, g: PlaceGeometry, palette: Palette, random: () => number, sign: Sign | null = null, light: Light | null = null,
  brought: readonly ConceptId[] = [],
): Place {
  const layer = () => createCanvas(g.width, g.height);
  const layers: PlaceLayer[] = [];
  let waterRows: Place['water'] = null;
  const outdoors = !INDOOR.has(setting);
  const fx = noFixtures();
  if (outdoors) {
    const painters = OUTDOOR[setting as keyof typeof OUTDOOR];
    layers.push({ picture: paintSky(g.width, g.height, time, random), parallax: 0.04 });
    painters.forEach((paint, i) => {
      const c = layer();
      paint(c.getContext('2d'), g, time, palette, random, sign);
      layers.push({ picture: c, parallax: [0.15, 0.45, 1][i]! });
    });
    if (setting === 'harbour' || setting === 'beach' || setting === 'riverside' || setting === 'bridge' || setting === 'lake') waterRows = { top: g.horizon, bottom: g.ground - g.unit };
    if (setting === 'roof-terrace' || setting === 'sea-terrace') waterRows = viewWater(g);
  } else {
    const room = INSIDE[setting as keyof typeof INSIDE];
    const wall = layer();
    const w = wall.getContext('2d');
    fill(w, room.wall(palette), () => w.rect(0, 0, g.width, g.ground + g.unit));
    room.paint(w, g, time, palette, random, fx, new Set(brought));
    const floor = layer();
    const f = floor.getContext('2d');
    ground(f, g, room.floor, room.seams, g.unit * 5);
    room.marks?.(f, g, random, new Set(brought));
    const tones = { wall: room.wall(palette), floor: room.floor };
    lightRoom({ wall: w, floor: f, width: g.width, height: g.height, ground: g.ground, unit: g.unit, tones }, fx, time, light, room.sunless ?? false);
    layers.push({ picture: wall, parallax: 0.35 }, { picture: floor, parallax: 1 });
  }
  const tint = TINT[time];
  if (tint && outdoors) {
    for (const { picture } of layers) {
      const ctx = picture.getContext('2d');
      ctx.globalCompositeOperation = 'source-atop';
      ctx.fillStyle = tint;
      ctx.fillRect(0, 0, g.width, g.height);
      ctx.globalCompositeOperation = 'source-over';
    }
  }
  return { layers, outdoors, water: waterRows, props: fx.props };
}
