/**
 * App screens for a device in a generated scene, drawn as functions of time so they are alive:
 * a sign-in form being filled (and the password-reset flow after it), a dashboard whose chart
 * grows, a checkout, a bank balance, a chat, a delivery map, a booking calendar, a feed, a sign-up,
 * an email's code verified, a payment card added. Words
 * come in the prompt's language (lexicon `ui`) and the prompt's quoted label is the one tapped.
 * Portrait screens stack; landscape ones (laptop, monitor, board) add a sidebar.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { clamp01, easeInOut, easeOutCubic, progress } from '../draw/anim';
import { mix } from '../draw/palette';
import { font } from '../fonts';
import type { UiLabels } from '../compose/lexicons/lexicon';
import type { ScreenKind } from '../compose/scene-graph';

export interface ScreenLook {
  accent: string;
  families: string;
  rtl: boolean;
  ui: UiLabels;
  /** Quoted words of the prompt: the label of the button or link being tapped. */
  labels: readonly string[];
}

/** How many states each screen steps through when a video shows it again (the reset flow after sign-in). */
export const SCREEN_STATES: Record<ScreenKind, number> = { login: 5, dashboard: 3, checkout: 2, banking: 2, chat: 2, map: 2, calendar: 2, feed: 2, invoice: 2, signup: 1, verify: 1, card: 1, step: 1 };

const INK = '#1d2433';
const GREY = '#8a93a6';
const LINE = '#e4e8ef';
const PAPER = '#ffffff';
const WASH = '#f3f5f9';

interface Ctx {
  c: SKRSContext2D;
  w: number;
  h: number;
  /** Unit: 1% of the screen's short side. */
  u: number;
  look: ScreenLook;
  t: number;
  wide: boolean;
}

function box(s: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string): void {
  s.c.fillStyle = fill;
  s.c.beginPath();
  s.c.roundRect(x, y, w, h, r);
  s.c.fill();
}

/**
 * Text at (x, y) in the screen's left-to-right coordinates. A right-to-left screen is drawn
 * mirrored (drawScreen), so its words are drawn unmirrored at the mirrored place, aligned the other way.
 */
function text(s: Ctx, value: string, x: number, y: number, px: number, weight: 400 | 600 | 800, colour: string, align: 'left' | 'center' | 'right' = 'left', maxW?: number): void {
  const { c } = s;
  c.save();
  c.font = font(weight, Math.max(6, px), s.look.families);
  c.fillStyle = colour;
  c.textBaseline = 'middle';
  c.direction = s.look.rtl ? 'rtl' : 'ltr';
  if (s.look.rtl) {
    c.scale(-1, 1);
    c.textAlign = align === 'left' ? 'right' : align === 'right' ? 'left' : 'center';
  } else c.textAlign = align;
  let shown = value;
  if (maxW !== undefined) while (shown.length > 1 && c.measureText(shown).width > maxW) shown = `${shown.slice(0, -2)}…`;
  c.fillText(shown, s.look.rtl ? -x : x, y);
  c.restore();
}

/** Grey placeholder lines of body text. */
function lines(s: Ctx, x: number, y: number, w: number, count: number, gap: number): void {
  for (let i = 0; i < count; i++) box(s, x, y + i * gap, w * (i === count - 1 ? 0.6 : 1), s.u * 1.6, s.u * 0.8, LINE);
}

function statusBar(s: Ctx, top: number): number {
  if (s.wide) return top;
  const y = top + s.u * 4;
  text(s, '9:41', s.u * 7, y, s.u * 4, 600, INK);
  box(s, s.w - s.u * 14, y - s.u * 1.5, s.u * 8, s.u * 3.2, s.u, INK);
  return top + s.u * 9;
}

/** An app header: the app's mark and a title. */
function header(s: Ctx, top: number, title: string): number {
  const y = top + s.u * 7;
  box(s, s.u * 6, y - s.u * 4, s.u * 8, s.u * 8, s.u * 2.4, s.look.accent);
  text(s, title, s.u * 17, y, s.u * 6, 800, INK, 'left', s.w - s.u * 22);
  return top + s.u * 15;
}

function button(s: Ctx, x: number, y: number, w: number, h: number, label: string, pressed: number): void {
  const grow = 1 + 0.04 * Math.sin(pressed * Math.PI);
  box(s, x + (w * (1 - grow)) / 2, y + (h * (1 - grow)) / 2, w * grow, h * grow, h / 2, s.look.accent);
  text(s, label, x + w / 2, y + h / 2, h * 0.36, 800, mix(s.look.accent, '#ffffff', 0.92), 'center', w * 0.9);
}

function field(s: Ctx, x: number, y: number, w: number, label: string, value: string, shown: number, active: boolean): void {
  text(s, label, x, y, s.u * 3.6, 600, GREY);
  box(s, x, y + s.u * 3, w, s.u * 10, s.u * 2.4, active ? mix(s.look.accent, '#ffffff', 0.9) : WASH);
  if (active) {
    s.c.strokeStyle = s.look.accent;
    s.c.lineWidth = Math.max(1, s.u * 0.5);
    s.c.beginPath();
    s.c.roundRect(x, y + s.u * 3, w, s.u * 10, s.u * 2.4);
    s.c.stroke();
  }
  const typed = value.slice(0, Math.round(value.length * clamp01(shown)));
  text(s, typed, x + s.u * 3, y + s.u * 8, s.u * 4.2, 600, INK, 'left', w - s.u * 6);
  if (active && Math.floor(s.t * 2.4) % 2 === 0) {
    s.c.font = font(600, s.u * 4.2, s.look.families);
    const cursor = x + s.u * 3 + s.c.measureText(typed).width + s.u * 0.6;
    box(s, cursor, y + s.u * 5.5, s.u * 0.6, s.u * 5, 0, s.look.accent);
  }
}

/** A finger's tap: a ring growing and fading where the user touches. */
function tap(s: Ctx, x: number, y: number, at: number): void {
  if (at <= 0 || at >= 1) return;
  s.c.strokeStyle = `rgba(0,0,0,${0.35 * (1 - at)})`;
  s.c.lineWidth = s.u * 1.2;
  s.c.beginPath();
  s.c.arc(x, y, s.u * (3 + 9 * at), 0, Math.PI * 2);
  s.c.stroke();
  s.c.fillStyle = `rgba(0,0,0,${0.18 * (1 - at)})`;
  s.c.beginPath();
  s.c.arc(x, y, s.u * 4, 0, Math.PI * 2);
  s.c.fill();
}

/** The big round badge of a finished step (a tick) or a sent email (an envelope). */
function badge(s: Ctx, cx: number, cy: number, r: number, grow: number, kind: 'tick' | 'mail' | 'lock'): void {
  const k = easeOutCubic(clamp01(grow));
  box(s, cx - r * k, cy - r * k, 2 * r * k, 2 * r * k, r * k, mix(s.look.accent, '#ffffff', 0.82));
  const { c } = s;
  c.strokeStyle = s.look.accent;
  c.lineWidth = r * 0.16;
  c.lineCap = 'round';
  c.lineJoin = 'round';
  c.beginPath();
  if (kind === 'tick') {
    const d = clamp01(grow * 1.4 - 0.3);
    c.moveTo(cx - r * 0.42, cy);
    c.lineTo(cx - r * 0.42 + r * 0.3 * Math.min(1, d * 2), cy + r * 0.3 * Math.min(1, d * 2));
    if (d > 0.5) c.lineTo(cx - r * 0.12 + r * 0.6 * (d - 0.5) * 2, cy + r * 0.3 - r * 0.62 * (d - 0.5) * 2);
  } else if (kind === 'lock') {
    c.fillStyle = s.look.accent;
    c.beginPath();
    c.roundRect(cx - r * 0.42 * k, cy - r * 0.1 * k, r * 0.84 * k, r * 0.62 * k, r * 0.1 * k);
    c.fill();
    c.moveTo(cx - r * 0.22 * k, cy - r * 0.1 * k);
    c.lineTo(cx - r * 0.22 * k, cy - r * 0.32 * k);
    c.arc(cx, cy - r * 0.32 * k, r * 0.22 * k, Math.PI, 0);
    c.lineTo(cx + r * 0.22 * k, cy - r * 0.1 * k);
  } else {
    c.rect(cx - r * 0.5 * k, cy - r * 0.34 * k, r * k, r * 0.68 * k);
    c.moveTo(cx - r * 0.5 * k, cy - r * 0.34 * k);
    c.lineTo(cx, cy + r * 0.05 * k);
    c.lineTo(cx + r * 0.5 * k, cy - r * 0.34 * k);
  }
  c.stroke();
}

function login(s: Ctx, top: number, state: number): void {
  const { w, u, look, t } = s;
  const x = u * 8;
  const fw = w - u * 16;
  const tapped = look.labels[0];
  let y = header(s, top, [look.ui.signIn, look.ui.reset, look.ui.sent, look.ui.newPassword, look.ui.done][state]!) + u * 6;
  if ((state === 0 || state === 1 || state === 3) && s.h > s.w * 1.4) {
    // A tall screen has room for the app's padlock above the form.
    const r = u * 11;
    badge(s, w / 2, y + r, r, 1, 'lock');
    y += r * 2 + u * 8;
  }
  switch (state) {
    case 0: {
      field(s, x, y, fw, look.ui.email, 'alex@example.com', progress(t, 0.3, 1.6), t < 2);
      y += u * 19;
      field(s, x, y, fw, look.ui.password, '••••••••', progress(t, 2, 1), t >= 2);
      y += u * 20;
      button(s, x, y, fw, u * 11, look.ui.signIn, progress(t, 3.4, 0.5));
      y += u * 18;
      const link = tapped ?? look.ui.forgot;
      text(s, link, w / 2, y, u * 4, 800, look.accent, 'center', fw);
      tap(s, w / 2, y, progress(t, 3.2, 0.8));
      break;
    }
    case 1:
    case 3: {
      lines(s, x, y, fw, 2, u * 4);
      y += u * 12;
      field(s, x, y, fw, state === 1 ? look.ui.email : look.ui.newPassword, state === 1 ? 'alex@example.com' : '••••••••••', progress(t, 0.4, 1.8), true);
      y += u * 20;
      if (state === 3) {
        field(s, x, y, fw, look.ui.password, '••••••••••', progress(t, 2.2, 1.2), false);
        y += u * 20;
      }
      button(s, x, y, fw, u * 11, tapped ?? look.ui.reset, progress(t, 2.6, 0.5));
      tap(s, w / 2, y + u * 5.5, progress(t, 2.5, 0.8));
      break;
    }
    default: {
      const r = u * 14;
      badge(s, w / 2, y + r * 1.3, r, progress(t, 0.3, 1.2), state === 2 ? 'mail' : 'tick');
      y += r * 3.2;
      text(s, state === 2 ? look.ui.sent : look.ui.done, w / 2, y, u * 5.2, 800, INK, 'center', fw);
      lines(s, x + fw * 0.1, y + u * 8, fw * 0.8, 2, u * 4);
    }
  }
}

function dashboard(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  const left = s.wide ? w * 0.2 : 0;
  if (s.wide) {
    box(s, 0, 0, left, h, 0, INK);
    box(s, u * 4, u * 5, u * 7, u * 7, u * 2, look.accent);
    for (let i = 0; i < 5; i++) box(s, u * 4, u * (18 + i * 8), left - u * 10, u * 2.4, u * 1.2, i === 0 ? mix(look.accent, '#ffffff', 0.3) : '#3a4356');
  }
  const x = left + u * 5;
  const cw = w - left - u * 10;
  let y = top + u * 4;
  text(s, look.ui.revenue, x, y + u * 2, u * 4, 600, GREY);
  const grow = easeOutCubic(progress(t, 0.2, 2.2));
  const value = (18.4 + 29.8 * grow + state * 7.3).toFixed(1);
  text(s, `${value}k`, x, y + u * 10, u * 9, 800, INK);
  text(s, `+${Math.round(12 + state * 5)}%`, x + cw, y + u * 10, u * 4.4, 800, '#1e9e5a', 'right');
  y += u * 18;
  // KPI cards.
  const cards = s.wide ? 3 : 2;
  const cardW = (cw - u * 3 * (cards - 1)) / cards;
  for (let i = 0; i < cards; i++) {
    const cx = x + i * (cardW + u * 3);
    box(s, cx, y, cardW, u * 14, u * 3, WASH);
    box(s, cx + u * 3, y + u * 3, cardW * 0.4, u * 2, u, LINE);
    box(s, cx + u * 3, y + u * 8, cardW * (0.35 + 0.1 * i) * (0.5 + 0.5 * grow), u * 3.2, u * 1.6, i === 0 ? look.accent : mix(look.accent, '#ffffff', 0.45));
  }
  y += u * 19;
  // The bar chart grows bar by bar, the trend line draws over it.
  const chartH = Math.max(u * 20, h - y - u * 8);
  box(s, x, y, cw, chartH, u * 3, WASH);
  const bars = s.wide ? 9 : 6;
  const heights = Array.from({ length: bars }, (_, i) => 0.3 + 0.55 * ((i * 37 + state * 11) % 10) / 10 + i * 0.03);
  const bw = (cw - u * 8) / bars;
  const base = y + chartH - u * 4;
  heights.forEach((v, i) => {
    const g = easeOutCubic(progress(t, 0.3 + i * 0.18, 0.8));
    const bh = (chartH - u * 10) * Math.min(1, v) * g;
    box(s, x + u * 4 + i * bw + bw * 0.18, base - bh, bw * 0.64, bh, u * 1.2, i === bars - 1 ? look.accent : mix(look.accent, '#ffffff', 0.55));
  });
  const drawn = progress(t, 1.2, 2);
  if (drawn > 0) {
    s.c.strokeStyle = INK;
    s.c.lineWidth = u * 0.8;
    s.c.lineJoin = 'round';
    s.c.beginPath();
    const last = Math.max(1, Math.ceil(drawn * (bars - 1)));
    for (let i = 0; i <= last; i++) {
      const v = Math.min(1, heights[i]!) * 0.85 + 0.1;
      const px = x + u * 4 + i * bw + bw / 2;
      const py = base - (chartH - u * 10) * v - u * 3;
      if (i === 0) s.c.moveTo(px, py);
      else s.c.lineTo(px, py);
    }
    s.c.stroke();
  }
}

function checkout(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  const x = u * 8;
  const cw = w - u * 16;
  let y = header(s, top, look.ui.checkout) + u * 3;
  const rows = s.wide ? 3 : 2;
  for (let i = 0; i < rows; i++) {
    const slide = easeOutCubic(progress(t, 0.2 + i * 0.35, 0.6));
    const ox = (1 - slide) * w * 0.3;
    s.c.globalAlpha = slide;
    box(s, x + ox, y, u * 16, u * 16, u * 3, mix(look.accent, '#ffffff', 0.35 + i * 0.2));
    box(s, x + ox + u * 20, y + u * 3, cw * 0.4, u * 2.6, u * 1.3, INK);
    box(s, x + ox + u * 20, y + u * 9, cw * 0.25, u * 2.2, u * 1.1, LINE);
    text(s, `${(24 + i * 16 + state * 5).toFixed(2)}`, x + cw + ox, y + u * 8, u * 4.2, 800, INK, 'right');
    s.c.globalAlpha = 1;
    y += u * 21;
  }
  box(s, x, y, cw, u * 0.5, 0, LINE);
  y += u * 8;
  text(s, look.ui.total, x, y, u * 4.6, 600, GREY);
  text(s, `${(64 + state * 10).toFixed(2)}`, x + cw, y, u * 6.4, 800, INK, 'right');
  y = Math.max(y + u * 10, h - u * 22);
  box(s, x, y - u * 14, cw, u * 10, u * 2.4, WASH);
  box(s, x + u * 3, y - u * 11.5, u * 8, u * 5, u, '#f0b429');
  box(s, x + u * 14, y - u * 10, cw * 0.45, u * 2.2, u * 1.1, LINE);
  button(s, x, y, cw, u * 11, look.labels[0] ?? look.ui.pay, progress(t, 2.6, 0.5));
  tap(s, w / 2, y + u * 5.5, progress(t, 2.5, 0.8));
}

function banking(s: Ctx, top: number, state: number): void {
  const { w, u, look, t } = s;
  const x = u * 7;
  const cw = w - u * 14;
  let y = top + u * 4;
  const card = s.c.createLinearGradient(x, y, x + cw, y + u * 34);
  card.addColorStop(0, look.accent);
  card.addColorStop(1, mix(look.accent, '#000000', 0.35));
  s.c.fillStyle = card;
  s.c.beginPath();
  s.c.roundRect(x, y, cw, u * 34, u * 5);
  s.c.fill();
  const on = mix(look.accent, '#ffffff', 0.92);
  text(s, look.ui.balance, x + u * 6, y + u * 8, u * 4, 600, on);
  const amount = (12480.5 + 1250 * easeOutCubic(progress(t, 0.4, 1.8)) + state * 310).toLocaleString('en-US', { minimumFractionDigits: 2 });
  text(s, amount, x + u * 6, y + u * 19, u * 9, 800, on, 'left', cw - u * 12);
  box(s, x + u * 6, y + u * 27, cw * 0.3, u * 2, u, mix(look.accent, '#ffffff', 0.4));
  y += u * 42;
  for (let i = 0; i < 4; i++) {
    const cx = x + (cw / 4) * (i + 0.5);
    box(s, cx - u * 6, y, u * 12, u * 12, u * 6, WASH);
    box(s, cx - u * 2.5, y + u * 3.5, u * 5, u * 5, u * 1.2, i === state % 4 ? look.accent : GREY);
  }
  y += u * 20;
  for (let i = 0; i < 4; i++) {
    const slide = i === 0 ? easeOutCubic(progress(t, 1.8, 0.7)) : 1;
    s.c.globalAlpha = slide;
    const ry = y + i * u * 14 - (1 - slide) * u * 6;
    box(s, x, ry, u * 10, u * 10, u * 5, mix(look.accent, '#ffffff', 0.7 - i * 0.1));
    box(s, x + u * 14, ry + u * 2, cw * 0.35, u * 2.4, u * 1.2, INK);
    box(s, x + u * 14, ry + u * 6.5, cw * 0.22, u * 2, u, LINE);
    text(s, i === 0 ? '+1,250.00' : `-${(18 + i * 13).toFixed(2)}`, x + cw, ry + u * 5, u * 4, 800, i === 0 ? '#1e9e5a' : INK, 'right');
    s.c.globalAlpha = 1;
  }
}

function chat(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  box(s, 0, top, w, u * 14, 0, WASH);
  box(s, u * 6, top + u * 3, u * 8, u * 8, u * 4, look.accent);
  box(s, u * 18, top + u * 4.5, w * 0.3, u * 2.6, u * 1.3, INK);
  box(s, u * 18, top + u * 8.5, w * 0.18, u * 2, u, GREY);
  const bubbles = [0.55, 0.7, 0.45, 0.62, 0.5];
  let y = top + u * 20;
  bubbles.forEach((len, i) => {
    const appear = easeOutCubic(progress(t, 0.3 + i * 0.7, 0.4));
    if (appear <= 0 || y > h - u * 16) return;
    const mine = (i + state) % 2 === 1;
    const bw = (w - u * 16) * len;
    const bh = u * (i % 2 ? 11 : 15);
    const bx = mine ? w - u * 6 - bw : u * 6;
    s.c.globalAlpha = appear;
    box(s, bx, y + (1 - appear) * u * 4, bw, bh, u * 4, mine ? look.accent : WASH);
    box(s, bx + u * 4, y + u * 4, bw * 0.7, u * 2.2, u * 1.1, mine ? mix(look.accent, '#ffffff', 0.55) : LINE);
    s.c.globalAlpha = 1;
    y += bh + u * 4;
  });
  // Someone is typing.
  box(s, u * 6, h - u * 14, u * 20, u * 9, u * 4.5, WASH);
  for (let k = 0; k < 3; k++) {
    const lift = Math.max(0, Math.sin(t * 6 - k * 0.8)) * u * 1.2;
    box(s, u * (10 + k * 5), h - u * 10.5 - lift, u * 2.4, u * 2.4, u * 1.2, GREY);
  }
}

function map(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  box(s, 0, top, w, h - top, 0, '#e9efe4');
  s.c.strokeStyle = '#ffffff';
  s.c.lineWidth = u * 3;
  for (let i = 0; i < 6; i++) {
    s.c.beginPath();
    s.c.moveTo(0, top + (h - top) * (0.1 + i * 0.17));
    s.c.lineTo(w, top + (h - top) * (0.05 + i * 0.19 + 0.1 * Math.sin(i + state)));
    s.c.stroke();
    s.c.beginPath();
    s.c.moveTo(w * (0.12 + i * 0.18), top);
    s.c.lineTo(w * (0.2 + i * 0.15), h);
    s.c.stroke();
  }
  box(s, w * 0.55, top + (h - top) * 0.12, w * 0.3, (h - top) * 0.14, u * 3, '#cfe3c3');
  const route = [
    [0.2, 0.78], [0.32, 0.6], [0.5, 0.56], [0.58, 0.38], [0.78, 0.24],
  ].map(([px, py]) => [w * px!, top + (h - top) * py!] as const);
  const along = easeInOut(progress(t, 0.2, 3.5));
  s.c.strokeStyle = look.accent;
  s.c.lineWidth = u * 2.2;
  s.c.lineJoin = 'round';
  s.c.lineCap = 'round';
  s.c.beginPath();
  route.forEach(([px, py], i) => (i === 0 ? s.c.moveTo(px, py) : s.c.lineTo(px, py)));
  s.c.stroke();
  const seg = along * (route.length - 1);
  const i = Math.min(route.length - 2, Math.floor(seg));
  const f = seg - i;
  const cx = route[i]![0] + (route[i + 1]![0] - route[i]![0]) * f;
  const cy = route[i]![1] + (route[i + 1]![1] - route[i]![1]) * f;
  box(s, cx - u * 3.5, cy - u * 3.5, u * 7, u * 7, u * 3.5, INK);
  const [ex, ey] = route[route.length - 1]!;
  box(s, ex - u * 4, ey - u * 9, u * 8, u * 8, u * 4, '#e5484d');
  box(s, ex - u * 0.8, ey - u * 2, u * 1.6, u * 3, 0, '#e5484d');
  const sheetY = h - u * 24;
  box(s, u * 4, sheetY, w - u * 8, u * 20, u * 5, PAPER);
  text(s, look.ui.arriving, u * 10, sheetY + u * 7, u * 4.8, 800, INK, 'left', w - u * 20);
  box(s, u * 10, sheetY + u * 13, (w - u * 20) * along, u * 2.4, u * 1.2, look.accent);
}

function calendar(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  const x = u * 6;
  const cw = w - u * 12;
  let y = top + u * 6;
  box(s, x, y - u * 2, cw * 0.45, u * 4, u * 2, INK);
  y += u * 8;
  const cell = cw / 7;
  const picked = 9 + state * 4;
  for (let d = 0; d < 28; d++) {
    const cx = x + (d % 7) * cell + cell / 2;
    const cy = y + Math.floor(d / 7) * cell * 0.9 + cell * 0.45;
    const chosen = d === picked && t > 0.8;
    if (chosen) box(s, cx - cell * 0.38, cy - cell * 0.38, cell * 0.76, cell * 0.76, cell * 0.38, look.accent);
    text(s, String(d + 1), cx, cy, cell * 0.34, 600, chosen ? '#ffffff' : d % 7 > 4 ? GREY : INK, 'center');
  }
  tap(s, x + (picked % 7) * cell + cell / 2, y + Math.floor(picked / 7) * cell * 0.9 + cell * 0.45, progress(t, 0.6, 0.8));
  y += cell * 3.6 + u * 6;
  for (let i = 0; i < 3 && y < h - u * 30; i++) {
    const sel = i === 1 && t > 1.8;
    box(s, x, y, cw, u * 11, u * 3, sel ? mix(look.accent, '#ffffff', 0.85) : WASH);
    text(s, `${10 + i * 2}:00`, x + u * 5, y + u * 5.5, u * 4, 800, sel ? look.accent : INK);
    box(s, x + cw * 0.45, y + u * 4.5, cw * 0.4, u * 2.2, u * 1.1, LINE);
    y += u * 14;
  }
  button(s, x, h - u * 18, cw, u * 11, look.labels[0] ?? look.ui.book, progress(t, 2.8, 0.5));
}

function feed(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  const x = u * 5;
  const cw = w - u * 10;
  const scroll = (t * u * 4) % (u * 64);
  let y = top + u * 3 - scroll;
  for (let i = 0; y < h; i++) {
    const tint = mix(look.accent, '#ffffff', 0.2 + ((i + state) % 3) * 0.22);
    box(s, x, y, u * 8, u * 8, u * 4, mix(tint, '#000000', 0.1));
    box(s, x + u * 11, y + u * 2.5, cw * 0.35, u * 2.4, u * 1.2, INK);
    const g = s.c.createLinearGradient(x, y + u * 11, x + cw, y + u * 46);
    g.addColorStop(0, tint);
    g.addColorStop(1, mix(tint, '#000000', 0.25));
    s.c.fillStyle = g;
    s.c.beginPath();
    s.c.roundRect(x, y + u * 11, cw, u * 36, u * 4);
    s.c.fill();
    box(s, x, y + u * 50, u * 6, u * 5, u * 2.5, i % 2 ? '#e5484d' : LINE);
    box(s, x + u * 10, y + u * 51, cw * 0.5, u * 2.2, u * 1.1, LINE);
    y += u * 64;
  }
}

/**
 * An invoice being sent (a software advert's "send invoices in seconds"): its number and lines
 * fill in, the send button is tapped, a tick badge says it went; shown again, it is paid.
 */
function invoice(s: Ctx, top: number, state: number): void {
  const { w, h, u, look, t } = s;
  const x = u * 8;
  const cw = w - u * 16;
  let y = header(s, top, `#${1042 + state}`) + u * 2;
  const items = [48, 120, 36];
  items.forEach((amount, i) => {
    const shown = easeOutCubic(progress(t, 0.2 + i * 0.4, 0.5));
    s.c.globalAlpha = shown;
    box(s, x, y + u * 1.5, cw * 0.45, u * 2.6, u * 1.3, INK);
    box(s, x, y + u * 6.5, cw * 0.28, u * 2, u, LINE);
    text(s, amount.toFixed(2), x + cw, y + u * 4.5, u * 4.6, 800, INK, 'right');
    s.c.globalAlpha = 1;
    y += u * 14;
  });
  box(s, x, y, cw, u * 0.5, 0, LINE);
  y += u * 8;
  const total = items.reduce((a, b) => a + b, 0).toFixed(2);
  text(s, look.ui.total, x, y, u * 4.8, 600, GREY);
  text(s, total, x + cw, y, u * 7, 800, look.accent, 'right');
  const by = Math.max(y + u * 10, h - u * 22);
  const sent = progress(t, 2.4, 0.9);
  if (state % 2 === 1 || sent > 0) {
    // Sent: an envelope; shown again, paid: a tick and the sum received, in green. Figures need no language.
    badge(s, w / 2, by - u * 2, u * 9, state % 2 === 1 ? 1 : sent, state % 2 === 1 ? 'tick' : 'mail');
    if (state % 2 === 1) text(s, `+${total}`, w / 2, by + u * 12, u * 6, 800, '#1e9e5a', 'center', cw);
    return;
  }
  button(s, x, by, cw, u * 11, look.labels[0] ?? '→', progress(t, 1.9, 0.5));
  tap(s, w / 2, by + u * 5.5, progress(t, 1.8, 0.8));
}

/** A form's full-width button pressed at `at` seconds, the finger's tap landing just before. */
function pressedButton(s: Ctx, x: number, y: number, w: number, label: string, at: number): void {
  button(s, x, y, w, s.u * 11, label, progress(s.t, at, 0.5));
  tap(s, x + w / 2, y + s.u * 5.5, progress(s.t, at - 0.2, 0.8));
}

/** A sign-up form filled in: name, email and password typed in turn, the step's label on the button tapped. */
function signup(s: Ctx, top: number): void {
  const { w, u, look, t } = s;
  const x = u * 8;
  const fw = w - u * 16;
  const label = look.labels[0] ?? look.ui.signIn;
  let y = header(s, top, label) + u * 6;
  const fields: [string, string][] = [[look.ui.name, 'Alex Morgan'], [look.ui.email, 'alex@example.com'], [look.ui.password, '••••••••']];
  for (const [i, [name, value]] of fields.entries()) {
    field(s, x, y, fw, name, value, progress(t, 0.3 + i * 0.9, 0.8), t >= 0.3 + i * 0.9 && t < 1.2 + i * 0.9);
    y += u * 19;
  }
  y += u * 3;
  pressedButton(s, x, y, fw, label, 3.2);
}

/** An email verified: the envelope, the code typed digit by digit into its boxes, the step's label on the button. */
function verify(s: Ctx, top: number): void {
  const { w, u, look, t } = s;
  const x = u * 8;
  const fw = w - u * 16;
  const label = look.labels[0] ?? look.ui.sent;
  let y = header(s, top, look.ui.sent) + u * 8;
  const r = u * 12;
  badge(s, w / 2, y + r, r, progress(t, 0.2, 0.9), 'mail');
  y += r * 2 + u * 8;
  text(s, look.ui.code, w / 2, y, u * 4.6, 600, GREY, 'center', fw);
  y += u * 6;
  const digits = '482916';
  const cell = fw / 6;
  const typed = Math.round(digits.length * progress(t, 1, 1.6));
  for (let i = 0; i < digits.length; i++) {
    const active = i === typed && typed < digits.length;
    box(s, x + i * cell + cell * 0.08, y, cell * 0.84, cell * 1.1, u * 2.4, active ? mix(look.accent, '#ffffff', 0.85) : WASH);
    if (i < typed) text(s, digits[i]!, x + i * cell + cell / 2, y + cell * 0.55, cell * 0.5, 800, INK, 'center');
  }
  y += cell * 1.1 + u * 10;
  pressedButton(s, x, y, fw, label, 2.9);
}

/** A payment card added: the card in the app's colour above its form, the number and expiry typed, the step's label on the button. */
function card(s: Ctx, top: number): void {
  const { w, u, look, t } = s;
  const x = u * 8;
  const fw = w - u * 16;
  const label = look.labels[0] ?? look.ui.pay;
  let y = header(s, top, label) + u * 4;
  const ch = fw * 0.6;
  box(s, x, y, fw, ch, u * 4, look.accent);
  box(s, x + u * 6, y + ch * 0.28, u * 11, u * 8, u * 1.6, '#f0b429');
  const number = '4242 4242 4242 4242';
  const shown = number.slice(0, Math.round(number.length * progress(t, 0.4, 1.4)));
  text(s, shown.replace(/\d(?=[\d ]{5})/g, '•'), x + u * 6, y + ch * 0.66, u * 4.6, 800, mix(look.accent, '#ffffff', 0.92), 'left', fw - u * 12);
  y += ch + u * 8;
  field(s, x, y, fw, look.ui.card, number, progress(t, 0.4, 1.4), t < 1.8);
  y += u * 19;
  field(s, x, y, fw * 0.45, look.ui.expiry, '08/29', progress(t, 1.9, 0.6), t >= 1.8 && t < 2.6);
  y += u * 20;
  pressedButton(s, x, y, fw, label, 3);
}

/** A step no other screen shows ("Apri app", "Cerca cliente"): the step as the app's heading, its items coming in, its button pressed. */
function step(s: Ctx, top: number): void {
  const { w, u, look, t } = s;
  const x = u * 8;
  const fw = w - u * 16;
  const label = look.labels[0] ?? look.ui.done;
  let y = header(s, top, label) + u * 4;
  for (let i = 0; i < 3; i++) {
    const shown = easeOutCubic(progress(t, 0.3 + i * 0.4, 0.6));
    s.c.globalAlpha = shown;
    box(s, x, y, fw, u * 16, u * 3, i === 1 ? mix(look.accent, '#ffffff', 0.85) : WASH);
    box(s, x + u * 4, y + u * 4, u * 8, u * 8, u * 4, mix(look.accent, '#ffffff', 0.35 + i * 0.2));
    box(s, x + u * 16, y + u * 5, fw * 0.45, u * 2.6, u * 1.3, INK);
    box(s, x + u * 16, y + u * 10, fw * 0.3, u * 2.2, u * 1.1, LINE);
    s.c.globalAlpha = 1;
    y += u * 20;
  }
  pressedButton(s, x, y + u * 4, fw, label, 2.8);
}

/** Screens that use a wide screen's whole width; the others are a centred column on one. */
const FULL_WIDTH: ReadonlySet<ScreenKind> = new Set(['dashboard', 'map', 'feed', 'invoice']);

const PAINTERS: Record<ScreenKind, (s: Ctx, top: number, state: number) => void> = { login, dashboard, checkout, banking, chat, map, calendar, feed, invoice, signup, verify, card, step };

/** Draws the app at time t (seconds into the scene) into w × h. */
export function drawScreen(c: SKRSContext2D, kind: ScreenKind, state: number, w: number, h: number, t: number, look: ScreenLook): void {
  const u = Math.min(w, h) / 100;
  const wide = w > h * 1.1;
  c.save();
  c.beginPath();
  c.roundRect(0, 0, w, h, u * 6);
  c.clip();
  c.fillStyle = wide && !FULL_WIDTH.has(kind) ? WASH : PAPER;
  c.fillRect(0, 0, w, h);
  if (wide && !FULL_WIDTH.has(kind)) {
    // A form on a wide screen is a centred card, as a web page lays it out.
    const cw = h * 0.78;
    c.translate((w - cw) / 2, 0);
    c.fillStyle = PAPER;
    c.fillRect(0, 0, cw, h);
    const s: Ctx = { c, w: cw, h, u: cw / 100, look, t, wide: false };
    if (look.rtl) {
      c.translate(cw, 0);
      c.scale(-1, 1);
    }
    PAINTERS[kind](s, u * 4, state % SCREEN_STATES[kind]);
  } else {
    // A tall screen is laid out a little larger, as a phone's type is.
    const s: Ctx = { c, w, h, u: wide ? u : Math.min(w / 86, h / 160), look, t, wide };
    if (look.rtl) {
      c.translate(w, 0);
      c.scale(-1, 1);
    }
    PAINTERS[kind](s, statusBar(s, 0), state % SCREEN_STATES[kind]);
  }
  c.restore();
}
