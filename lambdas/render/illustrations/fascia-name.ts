/** A business's name lettered on its fascia (a shopfront, a car wash's drive-in): as large as the band allows, shrunk to fit `room`. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { textOn } from '../draw/palette';
import { font } from '../fonts';

export function fasciaName(ctx: SKRSContext2D, name: string, families: string, at: { x: number; y: number }, fasciaH: number, room: number, ground: string): void {
  ctx.fillStyle = textOn(ground);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let px = fasciaH * 0.56;
  ctx.font = font(800, px, families);
  const measured = ctx.measureText(name).width;
  if (measured > room) px *= room / measured;
  ctx.font = font(800, px, families);
  ctx.fillText(name, at.x, at.y);
}
