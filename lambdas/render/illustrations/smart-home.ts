/**
 * Smart-home devices in use at home (issue 23): a round smart thermostat on the living-room wall at eye height, its ring
 * lit warm orange (heating up, a flame on its face) or cool blue (turned down, a snowflake), large enough to read in a close-up,
 * and someone standing at it turning its dial. Metres, y up, facing +x, as bodies.ts draws.
 */
import type { P, Prop, Scene } from './bodies';

/** The two ways the ring is lit: the figure's look picks one, so thermostats differ from video to video. */
export const RING_WARM = '#ff8a3d';
export const RING_COOL = '#4cc9f0';
/** The thermostat's centre on the wall and its radius (a real one is about 8 cm across: drawn larger to read). */
export const THERMOSTAT: P = [0.52, 1.5];
const RADIUS = 0.13;

/** The thermostat: a brushed-metal rim, the lit ring, a dark face. */
const thermostat: Prop = (ctx, art) => {
  const [x, y] = THERMOSTAT;
  const warm = Number(art.look) % 2 === 0;
  const disc = (r: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  };
  disc(RADIUS + 0.04, 'rgba(255, 255, 255, 0.55)');
  disc(RADIUS, '#c9ced6');
  disc(RADIUS - 0.015, warm ? RING_WARM : RING_COOL);
  disc(RADIUS - 0.035, '#1f2330');
  // On the face, what it is doing, in the ring's colour: a flame heating, a snowflake turned down. Both read the same
  // mirrored (layout may draw the picture turned the other way), so no figures.
  ctx.fillStyle = ctx.strokeStyle = warm ? RING_WARM : RING_COOL;
  const r = RADIUS * 0.5;
  if (warm) {
    ctx.beginPath();
    ctx.moveTo(x, y + r);
    ctx.quadraticCurveTo(x + r * 0.9, y - r * 0.1, x + r * 0.5, y - r * 0.7);
    ctx.quadraticCurveTo(x, y - r, x - r * 0.5, y - r * 0.7);
    ctx.quadraticCurveTo(x - r * 0.9, y - r * 0.1, x, y + r);
    ctx.fill();
  } else {
    ctx.lineWidth = RADIUS * 0.08;
    ctx.lineCap = 'round';
    for (let k = 0; k < 3; k++) {
      const a = (k * Math.PI) / 3 + Math.PI / 2;
      ctx.beginPath();
      ctx.moveTo(x - Math.cos(a) * r, y - Math.sin(a) * r);
      ctx.lineTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
      ctx.stroke();
    }
  }
};

export const SMART_HOME = {
  // Standing at the wall, the near hand's fingers on the thermostat's rim turning it, looking at it.
  'adjusting-thermostat': {
    pose: { hip: [0, 0.91], lean: 2, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[THERMOSTAT[0] - 0.1, THERMOSTAT[1] - 0.08], [0.16, 0.86]], nod: -10 },
    back: [thermostat],
    extent: [-0.4, 0.86, 1.76],
  },
} satisfies Record<string, Scene>;
