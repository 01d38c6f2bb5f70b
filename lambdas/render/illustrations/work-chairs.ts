/**
 * The chairs of a trade, on their own: a barber chair, a hairdresser's salon chair, a dentist's
 * reclining chair under its lamp. The same drawings as the chairs in the work poses (barber-chair.ts,
 * salon-props.ts, dental-props.ts), so "barber chairs" or "a dental chair" named in a prompt are
 * those chairs, never a dining chair. Each drawn standing on the bottom of its box, centred.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { barberChair } from './barber-chair';
import type { Prop } from './bodies';
import { dentalLamp, dentalSeat } from './dental-props';
import { salonSeat } from './salon-props';

/** Each chair's props and their extent in metres: [minX, maxX, maxY] from the floor. */
const CHAIRS = {
  'barber-chair': { props: [barberChair], extent: [0.48, 1.34, 1.54] },
  'salon-chair': { props: [salonSeat], extent: [0.54, 1.16, 1.32] },
  'dental-chair': { props: [dentalLamp, dentalSeat], extent: [-0.44, 2.22, 1.96] },
} satisfies Record<string, { props: Prop[]; extent: [number, number, number] }>;

export type WorkChair = keyof typeof CHAIRS;
export const WORK_CHAIRS = Object.keys(CHAIRS) as WorkChair[];

export const isWorkChair = (picture: string): picture is WorkChair => picture in CHAIRS;

/** Draws the chair as large as fits w × h, keeping its proportions. */
export function drawWorkChair(ctx: SKRSContext2D, chair: WorkChair, w: number, h: number): void {
  const { props, extent } = CHAIRS[chair];
  const [x0, x1, top] = extent;
  const m = Math.min(w / (x1 - x0), h / top);
  ctx.save();
  ctx.translate((w - (x1 - x0) * m) / 2 - x0 * m, h);
  ctx.scale(m, -m);
  for (const prop of props) prop(ctx, { animal: null, look: '' });
  ctx.restore();
}
