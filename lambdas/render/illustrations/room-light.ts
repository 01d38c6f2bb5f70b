/**
 * The light of a room, laid once over its painted wall and floor layers: sun through its windows
 * in a bright room (high key, warm shafts on the wall, patches on the floor), lamps in a dim one
 * (the room darkened to a warm low key, each lamp's glow and the pool it throws), and the tint of
 * dawn or sunset otherwise. The painters leave where their windows and lamps are (`Fixtures`).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { INDOOR, type Light, type SettingId, type TimeOfDay } from '../compose/scene-graph';
import type { Box } from '../draw/layout';
import { luminance, mix } from '../draw/palette';
import { fill } from './room-props';
import { SUBJECT_TINT, TINT } from './sky';

/** What a room's painter leaves for its light and for its tests: windows (their glass), lamps, telling props. */
export interface Fixtures {
  windows: Box[];
  /** Where each lamp's light comes from and its size; a fire (an oven's mouth) glows with no bulb and is never shaded. */
  lamps: { x: number; y: number; s: number; fire?: Box }[];
  props: { name: string; box: Box }[];
}

export const noFixtures = (): Fixtures => ({ windows: [], lamps: [], props: [] });

/** How a room is lit: the light the prompt names, else by the time of day (lamps at night). */
export type RoomKey = 'bright' | 'even' | 'dim';

export function roomKey(time: TimeOfDay, light: Light | null): RoomKey {
  if (light === 'dim' || (time === 'night' && light !== 'bright')) return 'dim';
  return light === 'bright' && time !== 'night' ? 'bright' : 'even';
}

/** The sun's colour through a window, by time of day (none at night). */
const SUN: Record<Exclude<TimeOfDay, 'night'>, string> = { dawn: '255,214,180', day: '255,244,212', sunset: '255,190,130' };

/** What a dim room is multiplied by: warm by day and evening, a bluer dark at night outside the lamps' reach. */
const SHADE: Record<TimeOfDay, string> = { dawn: '#8a7260', day: '#8a7260', sunset: '#82644e', night: '#5e4c4e' };

const LAMP = '255,186,104';

interface Layers {
  wall: SKRSContext2D;
  floor: SKRSContext2D;
  width: number;
  height: number;
  /** The wall's foot: the floor layer starts there. */
  ground: number;
  unit: number;
  /** The wall's and the floor's base colours: a dark room is shaded less, so it stays readable behind people. */
  tones: { wall: string; floor: string };
}

/**
 * Clips to what a layer paints (the wall down to its foot, the floor from there), less the given
 * windows' glass: blending onto a layer's transparent rows would paint them, and a dim room's
 * windows still show the sky outside.
 */
function clipToPainted(ctx: SKRSContext2D, l: Layers, windows: Box[] = []): void {
  ctx.beginPath();
  if (ctx === l.wall) ctx.rect(0, 0, l.width, l.ground + l.unit);
  else ctx.rect(0, l.ground, l.width, l.height - l.ground);
  for (const w of windows) ctx.rect(w.x, w.y, w.w, w.h);
  ctx.clip('evenodd');
}

function bright(l: Layers, fx: Fixtures, sun: string, sunless: boolean): void {
  for (const [ctx, lift] of [[l.wall, 0.2], [l.floor, 0.2]] as const) {
    ctx.save();
    clipToPainted(ctx, l);
    ctx.globalCompositeOperation = 'screen';
    ctx.fillStyle = `rgba(${sun},${lift})`;
    ctx.fillRect(0, 0, l.width, l.height);
  }
  // With no window in the room's wall, the sun comes in high from the left, off the frame; a sunless room has only its lights.
  const offFrame = sunless ? [] : [{ x: l.width * 0.04, y: -l.unit * 30, w: l.width * 0.16, h: l.unit * 30 }];
  const sources = fx.windows.length > 0 ? fx.windows : offFrame;
  const depth = l.height - l.ground;
  for (const w of sources) {
    const slant = (l.ground - (w.y + w.h)) * 0.42;
    // The shaft from the glass down to the wall's foot, fading as it falls.
    const shaft = l.wall.createLinearGradient(0, w.y, 0, l.ground);
    shaft.addColorStop(0, `rgba(${sun},0.34)`);
    shaft.addColorStop(1, `rgba(${sun},0.08)`);
    fill(l.wall, shaft, () => {
      l.wall.moveTo(w.x, w.y + w.h);
      l.wall.lineTo(w.x + w.w, w.y + w.h);
      l.wall.lineTo(w.x + w.w + slant, l.ground);
      l.wall.lineTo(w.x + slant, l.ground);
      l.wall.closePath();
    });
    // Glass full of sun.
    fill(l.wall, `rgba(${sun},0.35)`, () => l.wall.rect(w.x, w.y, w.w, w.h));
    // The window's shape on the floor, its panes split by the frame's shadow, reaching toward the viewer.
    const x0 = w.x + slant;
    const reach = depth * 0.9;
    for (const [from, to] of [[0, 0.47], [0.53, 1]] as const) {
      fill(l.floor, `rgba(${sun},0.6)`, () => {
        l.floor.moveTo(x0 + w.w * from, l.ground + l.unit);
        l.floor.lineTo(x0 + w.w * to, l.ground + l.unit);
        l.floor.lineTo(x0 + w.w * to * 1.5 + reach * 0.6, l.ground + l.unit + reach);
        l.floor.lineTo(x0 + w.w * from * 1.5 + reach * 0.6, l.ground + l.unit + reach);
        l.floor.closePath();
      });
    }
  }
  l.wall.restore();
  l.floor.restore();
}

function dim(l: Layers, fx: Fixtures, time: TimeOfDay): void {
  for (const [ctx, tone] of [[l.wall, l.tones.wall], [l.floor, l.tones.floor]] as const) {
    ctx.save();
    clipToPainted(ctx, l, ctx === l.wall ? [...fx.windows, ...fx.lamps.flatMap((lamp) => (lamp.fire ? [lamp.fire] : []))] : []);
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = mix(SHADE[time], '#ffffff', (1 - Math.sqrt(luminance(tone))) * 0.45);
    ctx.fillRect(0, 0, l.width, l.height);
    ctx.restore();
  }
  // A room with no lamp of its own gets wall lights.
  const lamps = fx.lamps.length > 0 ? fx.lamps : [0.18, 0.5, 0.82].map((f) => sconce(l, l.width * f, Math.max(l.unit * 10, l.ground - l.unit * 42)));
  for (const ctx of [l.wall, l.floor]) {
    ctx.save();
    clipToPainted(ctx, l);
  }
  for (const lamp of lamps) {
    l.wall.globalCompositeOperation = 'screen';
    const r = lamp.s * 5;
    const glow = l.wall.createRadialGradient(lamp.x, lamp.y, 0, lamp.x, lamp.y, r);
    glow.addColorStop(0, `rgba(${LAMP},0.75)`);
    glow.addColorStop(0.25, `rgba(${LAMP},0.32)`);
    glow.addColorStop(1, `rgba(${LAMP},0)`);
    fill(l.wall, glow, () => l.wall.arc(lamp.x, lamp.y, r, 0, Math.PI * 2));
    l.wall.globalCompositeOperation = 'source-over';
    if (!lamp.fire) fill(l.wall, '#fff1c8', () => l.wall.arc(lamp.x, lamp.y, lamp.s * 0.3, 0, Math.PI * 2));
    // The pool it throws on the floor in front.
    l.floor.globalCompositeOperation = 'screen';
    const py = l.ground + (l.height - l.ground) * 0.3;
    const pool = l.floor.createRadialGradient(lamp.x, py, 0, lamp.x, py, r);
    pool.addColorStop(0, `rgba(${LAMP},0.3)`);
    pool.addColorStop(1, `rgba(${LAMP},0)`);
    fill(l.floor, pool, () => l.floor.ellipse(lamp.x, py, r, r * 0.35, 0, 0, Math.PI * 2));
    l.floor.globalCompositeOperation = 'source-over';
  }
  l.wall.restore();
  l.floor.restore();
}

/** A brass wall light with a cream shade. */
function sconce(l: Layers, x: number, y: number): Fixtures['lamps'][number] {
  const s = l.unit * 3;
  fill(l.wall, '#8a6a3a', () => l.wall.rect(x - s * 0.08, y, s * 0.16, s * 0.9));
  fill(l.wall, '#f1e2c4', () => {
    l.wall.moveTo(x - s * 0.45, y + s * 0.1);
    l.wall.lineTo(x + s * 0.45, y + s * 0.1);
    l.wall.lineTo(x + s * 0.3, y - s * 0.55);
    l.wall.lineTo(x - s * 0.3, y - s * 0.55);
    l.wall.closePath();
  });
  return { x, y: y - s * 0.2, s };
}

/**
 * Lights a room's wall and floor layers (the wall layer holds the windows and lamps its painter left
 * in `fx`). A sunless room (no window onto daylight) is lifted by a sunny prompt but gets no shafts, nor the tint of dawn or sunset.
 */
export function lightRoom(l: Layers, fx: Fixtures, time: TimeOfDay, light: Light | null, sunless = false): void {
  const key = roomKey(time, light);
  if (key === 'dim') return dim(l, fx, time);
  if (key === 'bright') bright(l, fx, SUN[time as Exclude<TimeOfDay, 'night'>], sunless);
  const tint = time === 'night' || sunless ? null : TINT[time];
  if (!tint) return;
  for (const ctx of [l.wall, l.floor]) {
    ctx.globalCompositeOperation = 'source-atop';
    ctx.fillStyle = tint;
    ctx.fillRect(0, 0, l.width, l.height);
    ctx.globalCompositeOperation = 'source-over';
  }
}

/** The light over the people and things in front: a room's lamps warm them; outdoors, the time of day's tint. */
export function subjectTint(scene: { setting: SettingId; time: TimeOfDay; light?: Light | null }): string | null {
  if (!INDOOR.has(scene.setting)) return SUBJECT_TINT[scene.time];
  const key = roomKey(scene.time, scene.light ?? null);
  return key === 'dim' ? 'rgba(255,170,90,0.1)' : scene.time === 'night' ? null : SUBJECT_TINT[scene.time];
}
