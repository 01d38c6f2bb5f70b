/**
 * Smart-home devices in use at home (issue 23): a round smart thermostat on the living-room wall at eye height, its ring
 * lit warm orange (heating up) or cool blue (turned down) around the set temperature, large enough to read in a close-up,
 * and someone standing at it turning its dial. Metres, y up, facing +x, as bodies.ts draws.
 */
import { rr, type P, type Prop, type Scene } from './bodies';
import { font } from '../fonts';

/** The two ways the ring is lit: the figure's look picks one, so thermostats differ from video to video. */
export const RING_WARM = '#ff8a3d';
export const RING_COOL = '#4cc9f0';
/** The thermostat's centre on the wall and its radius (a real one is about 8 cm across: drawn larger to read). */
export const THERMOSTAT: P = [0.52, 1.5];
const RADIUS = 0.13;

/** The thermostat: a brushed-metal rim, the lit ring, a dark face with the set temperature in large figures. */
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
  // The ring's set point: a bright tick on the lit ring.
  rr(ctx, x - 0.006, y + RADIUS - 0.05, 0.012, 0.035, 0.004, '#ffffff');
  ctx.save();
  ctx.translate(x, y);
  // Type is set in hundredths of a metre, the right way up (the picture's y runs up).
  ctx.scale(0.01, -0.01);
  ctx.fillStyle = '#ffffff';
  ctx.font = font(800, RADIUS * 78);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(warm ? '21°' : '18°', 0, 0.6);
  ctx.restore();
};

export const SMART_HOME = {
  // Standing at the wall, the near hand's fingers on the thermostat's rim turning it, looking at it.
  'adjusting-thermostat': {
    pose: { hip: [0, 0.91], lean: 2, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[THERMOSTAT[0] - 0.1, THERMOSTAT[1] - 0.08], [0.16, 0.86]], nod: -10 },
    back: [thermostat],
    extent: [-0.4, 0.86, 1.76],
  },
} satisfies Record<string, Scene>;
