/**
 * The trade's sign over a business's door when the prompt gives it no name (places.ts facade): a pictogram of the trade
 * lettered in the fascia's ink (scissors over a hair salon, a cup over a café, a laptop over a coworking space, an open
 * book over a bookshop), so a nameless shopfront still says what it is. A room of no pictogram of its own takes its
 * family's (a nail salon a salon's); a trade that adds its own adds a row at the end of `TRADE_SIGNS`. Pixels, y down,
 * `s` the pictogram's height, centred on (x, y).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { familyOf } from '../compose/rooms';
import type { SettingId } from '../compose/scene-graph';
import { fill } from './room-props';

export type TradeSign = (ctx: SKRSContext2D, x: number, y: number, s: number, ink: string) => void;

const scissors: TradeSign = (ctx, x, y, s, ink) => {
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.09;
  for (const dir of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(x - dir * s * 0.3, y - s * 0.45);
    ctx.lineTo(x + dir * s * 0.16, y + s * 0.18);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + dir * s * 0.2, y + s * 0.3, s * 0.14, 0, Math.PI * 2);
    ctx.stroke();
  }
};

const cup: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => ctx.roundRect(x - s * 0.34, y - s * 0.12, s * 0.52, s * 0.46, [0, 0, s * 0.16, s * 0.16]));
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.08;
  ctx.beginPath();
  ctx.arc(x + s * 0.22, y + s * 0.08, s * 0.12, -Math.PI / 2, Math.PI / 2);
  ctx.stroke();
  for (const dx of [-0.2, -0.04]) {
    ctx.beginPath();
    ctx.moveTo(x + dx * s, y - s * 0.2);
    ctx.quadraticCurveTo(x + (dx + 0.08) * s, y - s * 0.34, x + dx * s, y - s * 0.48);
    ctx.stroke();
  }
};

const laptop: TradeSign = (ctx, x, y, s, ink) => {
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.08;
  ctx.strokeRect(x - s * 0.34, y - s * 0.38, s * 0.68, s * 0.48);
  fill(ctx, ink, () => ctx.roundRect(x - s * 0.48, y + s * 0.18, s * 0.96, s * 0.12, s * 0.04));
};

const book: TradeSign = (ctx, x, y, s, ink) => {
  for (const dir of [-1, 1]) {
    fill(ctx, ink, () => {
      ctx.moveTo(x, y - s * 0.26);
      ctx.quadraticCurveTo(x + dir * s * 0.22, y - s * 0.4, x + dir * s * 0.48, y - s * 0.32);
      ctx.lineTo(x + dir * s * 0.48, y + s * 0.32);
      ctx.quadraticCurveTo(x + dir * s * 0.22, y + s * 0.24, x, y + s * 0.38);
      ctx.closePath();
    });
  }
};

const briefcase: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => ctx.roundRect(x - s * 0.46, y - s * 0.2, s * 0.92, s * 0.56, s * 0.08));
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.08;
  ctx.strokeRect(x - s * 0.16, y - s * 0.38, s * 0.32, s * 0.2);
};

const cutlery: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => {
    ctx.rect(x - s * 0.2, y - s * 0.1, s * 0.08, s * 0.56);
    for (const dx of [-0.3, -0.2, -0.1]) ctx.rect(x + dx * s - s * 0.02, y - s * 0.46, s * 0.05, s * 0.36);
    ctx.rect(x - s * 0.3, y - s * 0.14, s * 0.26, s * 0.07);
    ctx.rect(x + s * 0.16, y - s * 0.1, s * 0.08, s * 0.56);
    ctx.ellipse(x + s * 0.2, y - s * 0.24, s * 0.1, s * 0.24, 0, 0, Math.PI * 2);
  });
};

const loaf: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => ctx.ellipse(x, y, s * 0.5, s * 0.3, 0, 0, Math.PI * 2));
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = s * 0.06;
  for (const dx of [-0.22, 0, 0.22]) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - 0.06) * s, y + s * 0.12);
    ctx.lineTo(x + (dx + 0.06) * s, y - s * 0.14);
    ctx.stroke();
  }
};

const flower: TradeSign = (ctx, x, y, s, ink) => {
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    fill(ctx, ink, () => ctx.arc(x + Math.cos(a) * s * 0.2, y - s * 0.1 + Math.sin(a) * s * 0.2, s * 0.14, 0, Math.PI * 2));
  }
  fill(ctx, ink, () => ctx.rect(x - s * 0.03, y + s * 0.05, s * 0.06, s * 0.42));
};

const cross: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => {
    ctx.rect(x - s * 0.14, y - s * 0.44, s * 0.28, s * 0.88);
    ctx.rect(x - s * 0.44, y - s * 0.14, s * 0.88, s * 0.28);
  });
};

const dumbbell: TradeSign = (ctx, x, y, s, ink) => {
  fill(ctx, ink, () => {
    ctx.rect(x - s * 0.3, y - s * 0.04, s * 0.6, s * 0.08);
    for (const dir of [-1, 1]) {
      ctx.roundRect(x + dir * s * 0.3 - s * 0.06, y - s * 0.26, s * 0.12, s * 0.52, s * 0.03);
      ctx.roundRect(x + dir * s * 0.44 - s * 0.05, y - s * 0.18, s * 0.1, s * 0.36, s * 0.03);
    }
  });
};

const wrench: TradeSign = (ctx, x, y, s, ink) => {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-Math.PI / 4);
  fill(ctx, ink, () => ctx.roundRect(-s * 0.06, -s * 0.2, s * 0.12, s * 0.66, s * 0.05));
  // The open jaw: a ring broken at its top.
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.11;
  ctx.beginPath();
  ctx.arc(0, -s * 0.32, s * 0.13, -Math.PI * 0.25, Math.PI * 1.25);
  ctx.stroke();
  ctx.restore();
};

export const TRADE_SIGNS: Partial<Record<SettingId, TradeSign>> = {
  salon: scissors,
  cafe: cup,
  coworking: laptop,
  bookshop: book,
  library: book,
  office: briefcase,
  restaurant: cutlery,
  pizzeria: cutlery,
  kitchen: cutlery,
  bakery: loaf,
  florist: flower,
  'garden-centre': flower,
  clinic: cross,
  pharmacy: cross,
  gym: dumbbell,
  workshop: wrench,
};

/** The pictogram over a trade's door: its own, else its family's (a nail salon's is a salon's), else none. */
export const tradeSign = (kind: SettingId): TradeSign | undefined => TRADE_SIGNS[kind] ?? TRADE_SIGNS[familyOf(kind)];
