/**
 * The chairs of a trade, on their own: a barber chair, a hairdresser's salon chair, a dentist's
 * reclining chair under its lamp, a massage table. The same drawings as in the barber's, hairdresser's
 * and physio's work poses (barber-chair.ts, salon-props.ts, bodies.ts) and in the dental surgery
 * (clinic-props.ts), so "barber chairs" or "a dental chair" named in a prompt are those chairs, never a dining chair.
 * Each drawn as large as fits its box, standing on its bottom edge, centred.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
// The rig first (bodies.ts): the chairs' files serve the poses it registers, and are read through it, as its own poses read them.
import { plinth, type Prop } from './bodies';
import { barberChair } from './barber-chair';
import { dentalChair } from './clinic-props';
import { salonSeat } from './salon-props';

type Draw = (ctx: SKRSContext2D, w: number, h: number, accent: string) => void;

/** A chair drawn in metres, y up (as bodies.ts draws), its extent [minX, maxX, maxY] fitted to the box. */
const inMetres = (prop: Prop, [x0, x1, top]: [number, number, number]): Draw => (ctx, w, h) => {
  const m = Math.min(w / (x1 - x0), h / top);
  ctx.save();
  ctx.translate((w - (x1 - x0) * m) / 2 - x0 * m, h);
  ctx.scale(m, -m);
  prop(ctx, { animal: null, look: '' });
  ctx.restore();
};

/** The dental chair as the surgery draws it: its box is 1.32 of its length wide and 1.41 high, from 0.1 left of its foot. */
const dental: Draw = (ctx, w, h, accent) => {
  const s = Math.min(w / 1.32, h / 1.41);
  dentalChair(ctx, (w - 1.32 * s) / 2 + 0.1 * s, h, s, mix('#3fa9b5', accent, 0.3));
};

const CHAIRS = {
  'barber-chair': inMetres(barberChair, [0.48, 1.34, 1.54]),
  'salon-chair': inMetres(salonSeat, [0.54, 1.16, 1.32]),
  'dental-chair': dental,
  'massage-table': inMetres(plinth(0, 1.9), [0, 1.9, 0.8]),
} satisfies Record<string, Draw>;

export type WorkChair = keyof typeof CHAIRS;
export const WORK_CHAIRS = Object.keys(CHAIRS) as WorkChair[];

export const isWorkChair = (picture: string): picture is WorkChair => picture in CHAIRS;

/** Draws the chair to fill w × h; `accent` is the brand colour (the dental chair's upholstery leans to it, as the surgery's does). */
export function drawWorkChair(ctx: SKRSContext2D, chair: WorkChair, w: number, h: number, accent: string): void {
  CHAIRS[chair](ctx, w, h, accent);
}
