/**
 * An indoor swimming pool, where swimming schools and leisure centres show their lessons: pale tiles
 * with a band of the brand's colour, tall windows above them, a pace clock; the pool along the foot of
 * the wall, lane ropes floating on it, its white edge; the tiled poolside in front, where whoever
 * stands stands. A swimmer's scene brings its own water over them (swimming.ts), the same blue; when it does, the pool
 * comes right up to the frame, its water where the poolside was, lane ropes across it, so the scene's water is part of it.
 * Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ConceptId } from '../compose/concepts';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { fill, tiledWall } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const TILE = '#dcebef';
const GROUT = 'rgba(80,120,135,0.16)';
const POOL = '#48ade0';
/** The sky through the tall windows at each time of day. */
const SKY_THROUGH: Record<TimeOfDay, string> = { dawn: '#f3c9a8', day: '#cfe8f6', sunset: '#e48a5f', night: '#3b4868' };

export const POOL_ROOM = {
  wall: (p: Palette) => mix('#d6e6ec', p.background, 0.06),
  floor: '#bccbd1',
  seams: 'rgba(80,110,120,0.16)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, _random: () => number, fx: Fixtures, brought: ReadonlySet<ConceptId>) => {
    const u = g.unit;
    const dado = g.ground - u * 30;
    tiledWall(ctx, dado, g.ground, g.width, u * 4, u * 0.2, TILE, GROUT);
    fill(ctx, palette.accent, () => ctx.rect(0, dado - u * 1.4, g.width, u * 1.4));
    // Tall windows along the wall above the tiles, the day (or night) through them.
    const top = Math.max(u * 3, dado - u * 48);
    const ww = u * 12;
    for (let x = u * 6; x + ww < g.width; x += ww + u * 10) {
      fill(ctx, '#f6fafb', () => ctx.rect(x - u * 0.8, top - u * 0.8, ww + u * 1.6, dado - top - u * 2.4));
      fill(ctx, SKY_THROUGH[time], () => ctx.rect(x, top, ww, dado - top - u * 4));
      fill(ctx, 'rgba(255,255,255,0.5)', () => ctx.rect(x + ww * 0.18, top + u * 2, ww * 0.12, dado - top - u * 8));
      fx.windows.push({ x, y: top, w: ww, h: dado - top - u * 4 });
    }
    // In the water (a lesson in it), the camera is down at its surface: the pool comes up the tiles to about the
    // height the swimmers' own water reaches, and the clock is above the frame's people.
    const inWater = brought.has('water');
    // The pace clock on the tiles, its sweep hand.
    const cx = g.width * 0.5;
    const cy = inWater ? dado - u * 8 : dado + u * 10;
    const r = u * 5;
    fill(ctx, '#ffffff', () => ctx.arc(cx, cy, r, 0, Math.PI * 2));
    fill(ctx, '#e63946', () => ctx.rect(cx - u * 0.25, cy - r * 0.85, u * 0.5, r * 0.85));
    fx.props.push({ name: 'pace clock', box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } });
    // The pool along the foot of the wall, beyond the poolside where people stand: its water, lane ropes floating on it, its white edge.
    const far = inWater ? dado + u * 6 : g.ground - u * 9;
    fill(ctx, POOL, () => ctx.rect(0, far, g.width, g.ground - far));
    fill(ctx, 'rgba(255,255,255,0.22)', () => ctx.rect(0, far, g.width, u * 0.7));
    for (const [k, y] of [far + u * 1.2, far + u * 3.6, far + u * 6.8].entries()) {
      const rr = u * (0.45 + k * 0.25);
      for (let x = 0, n = 0; x < g.width; x += rr * 2.6, n++) fill(ctx, n % 6 < 3 ? '#e63946' : '#f4f4f4', () => ctx.ellipse(x, y, rr * 1.2, rr * 0.7, 0, 0, Math.PI * 2));
    }
    // Its near edge, unless the water comes on to the frame (a lesson in it).
    if (!inWater) fill(ctx, '#ffffff', () => ctx.rect(0, g.ground - u * 1.2, g.width, u * 1.2));
  },
  /** With someone in the water, the pool where the poolside was: deeper blue nearer, lane ropes across it, larger nearer, the light's ripples. */
  marks: (ctx: SKRSContext2D, g: PlaceGeometry, _random: () => number, brought: ReadonlySet<ConceptId>) => {
    if (!brought.has('water')) return;
    const u = g.unit;
    const depth = g.height - g.ground;
    const body = ctx.createLinearGradient(0, g.ground, 0, g.height);
    body.addColorStop(0, POOL);
    body.addColorStop(1, '#2f8fc9');
    fill(ctx, body, () => ctx.rect(0, g.ground, g.width, depth));
    for (const [k, f] of [0.1, 0.32, 0.7].entries()) {
      const y = g.ground + depth * f;
      const r = u * (0.9 + k * 0.7);
      for (let x = 0, n = 0; x < g.width + r; x += r * 2.6, n++) fill(ctx, n % 6 < 3 ? '#e63946' : '#f4f4f4', () => ctx.ellipse(x, y, r * 1.2, r * 0.7, 0, 0, Math.PI * 2));
    }
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = Math.max(1, u * 0.35);
    ctx.lineCap = 'round';
    for (let k = 0; k < 14; k++) {
      const x = ((k * 0.37) % 1) * g.width;
      const y = g.ground + depth * (0.18 + ((k * 0.53) % 0.8));
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x + u * 3, y - u, x + u * 6, y);
      ctx.stroke();
    }
  },
};
