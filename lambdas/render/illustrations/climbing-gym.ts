/**
 * An indoor climbing gym, where climbing schools show their lessons: the back wall is climbing wall from the top of the
 * frame to the floor, plywood panels and their seams studded with bright holds, a few volumes bolted on, top ropes hanging
 * down their lanes from the anchors at the top; a blue crash mat along its foot. Pixels, y down (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import { PANEL, SEAM, scatterHolds, volume } from './climbing-holds';
import { fill } from './room-props';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';

const VOLUMES = ['#577590', '#f4a261', '#43aa8b'];
const ROPE = 'rgba(0,180,216,0.85)';
const MAT = '#264653';

export const CLIMBING_GYM = {
  wall: (p: Palette) => mix(PANEL, p.background, 0.04),
  floor: '#6d7480',
  seams: 'rgba(30,35,45,0.18)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, _time: TimeOfDay, _palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const panel = u * 22;
    fill(ctx, PANEL, () => ctx.rect(0, 0, g.width, g.ground));
    ctx.strokeStyle = SEAM;
    ctx.lineWidth = Math.max(1, u * 0.3);
    ctx.beginPath();
    for (let x = panel; x < g.width; x += panel) ctx.moveTo(x, 0), ctx.lineTo(x, g.ground);
    for (let y = g.ground - panel; y > 0; y -= panel) ctx.moveTo(0, y), ctx.lineTo(g.width, y);
    ctx.stroke();
    for (let x = u * 10 + random() * u * 20, k = 0; x < g.width; x += u * 38 + random() * u * 30, k++) {
      const y = g.ground * (0.2 + random() * 0.45);
      const w = u * (9 + random() * 6);
      volume(ctx, x, y, w, -w * 0.8, VOLUMES[k % VOLUMES.length]!);
    }
    scatterHolds(ctx, 0, u * 3, g.width, g.ground - u * 8, Math.round(g.width / (u * 1.6)), u * 1.3, Math.floor(random() * 1000));
    // Top ropes down their lanes from the anchors at the top, coiled on the mat.
    ctx.strokeStyle = ROPE;
    ctx.lineWidth = Math.max(1, u * 0.4);
    for (let x = u * 24; x < g.width; x += u * 44) {
      fill(ctx, '#9aa1ab', () => ctx.arc(x, u * 2, u * 0.9, 0, Math.PI * 2));
      ctx.beginPath();
      ctx.moveTo(x, u * 2);
      ctx.lineTo(x + u * 0.6, g.ground - u * 2);
      ctx.stroke();
      fx.props.push({ name: 'top rope', box: { x: x - u, y: 0, w: u * 2, h: g.ground } });
    }
    fill(ctx, MAT, () => ctx.rect(0, g.ground - u * 2.4, g.width, u * 2.4));
  },
};
