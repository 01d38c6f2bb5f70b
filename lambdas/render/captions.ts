/**
 * Captions: the scene's script cut into words (./draw/text-fit.ts textUnits: a word keeps its
 * punctuation; Japanese, Chinese and Thai are cut by the ICU word segmenter), each timed by the
 * voice's word marks when it gives them (eSpeak NG, Amazon Polly), else estimated: the spoken
 * span shared out in proportion to each word's length, with a little extra after a comma or a
 * sentence end for the pause. Words are grouped into cues, which are burned in (`block`: a
 * line at a time on a dark plate; `karaoke`: a few words at a time, each highlighted as it is
 * spoken) and written as WebVTT. Each cue is drawn once into a sprite; frames only place it.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './draw/layout';
import { textOn } from './draw/palette';
import { textSprite } from './draw/text-audit';
import { visualOrder } from './draw/text-bidi';
import { plainWordsOf } from './motion/copy';
import { balancedWidth, fitText, lineSpacing, textUnits, wrapLines } from './draw/text-fit';
import { font } from './fonts';
import type { WordMark } from './ports';
import type { CaptionStyle } from './spec';

export interface CaptionWord {
  text: string;
  /** Seconds, on the timeline the caller chose (scene or video). */
  start: number;
  end: number;
  /** A space follows the word in the script. */
  space: boolean;
}

export interface CaptionCue {
  words: CaptionWord[];
  start: number;
  end: number;
}

export interface SpokenLine {
  script: string;
  /** Word marks of the synthesized line (seconds into its WAV), or null. */
  marks: WordMark[] | null;
  /** Where the line starts in the scene, its playback speed and how long it plays. */
  offsetSec: number;
  tempo: number;
  speechSec: number;
}

const SENTENCE_END = /[.!?。！？]$/u;
const CLAUSE_END = /[,;:、，]$/u;

const weight = (text: string) => [...text].length + (SENTENCE_END.test(text) ? 6 : CLAUSE_END.test(text) ? 3 : 0);

/**
 * The script's words, timed on the scene's timeline. Words the voice never reached (a line cut to
 * fit its scene) are left out. Marks that would start two words at the same instant (a voice that
 * timed a whole clause as one word) are no timing at all: the estimate replaces them, so cues are
 * never stacked on one instant.
 */
export function captionWords(line: SpokenLine): CaptionWord[] {
  const units = textUnits(line.script);
  const end = line.offsetSec + line.speechSec;
  const at = (t: number) => line.offsetSec + t / line.tempo;
  const marks = line.marks?.filter((m) => m.to > m.from) ?? [];
  if (marks.length > 0) {
    // Each word takes the span of the marks that overlap it.
    const words = units.map((u) => {
      const over = marks.filter((m) => m.from < u.index + u.text.length && m.to > u.index);
      return over.length
        ? { text: u.text, space: u.space, start: at(Math.min(...over.map((m) => m.start))), end: at(Math.max(...over.map((m) => m.end))) }
        : { text: u.text, space: u.space, start: NaN, end: NaN };
    });
    const cut = words.findIndex((w) => w.start >= end);
    const spoken = cut < 0 ? words : words.slice(0, cut);
    fillGaps(spoken, line.offsetSec, end);
    for (const w of spoken) w.end = Math.min(end, w.end);
    if (spoken.length > 0 && spoken.every((w, i) => i === 0 || w.start > spoken[i - 1]!.start)) return spoken;
  }
  return estimatedWords(units, line.offsetSec, line.speechSec);
}

/** The spoken span shared out in proportion to each word's length, with a little extra for the pause after a comma or sentence end. */
function estimatedWords(units: { text: string; space: boolean }[], offsetSec: number, speechSec: number): CaptionWord[] {
  const weights = units.map((u) => weight(u.text));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let t = offsetSec;
  return units.map((u, i) => {
    const start = t;
    t += (speechSec * weights[i]!) / total;
    return { text: u.text, space: u.space, start, end: t };
  });
}

/** Words the voice gave no mark for share the time between their neighbours. */
function fillGaps(words: CaptionWord[], from: number, to: number): void {
  for (let i = 0; i < words.length; i++) {
    if (!Number.isNaN(words[i]!.start)) continue;
    let j = i;
    while (j < words.length && Number.isNaN(words[j]!.start)) j++;
    const start = i > 0 ? words[i - 1]!.end : from;
    const stop = j < words.length ? words[j]!.start : to;
    const step = (stop - start) / (j - i);
    for (let k = i; k < j; k++) Object.assign(words[k]!, { start: start + (k - i) * step, end: start + (k - i + 1) * step });
    i = j;
  }
}

/** Words per cue: a line to read for block captions, a glance for karaoke. */
const CUE_WORDS: Record<Exclude<CaptionStyle, 'none'>, number> = { block: 7, karaoke: 4 };

/**
 * A phrase too long for one cue, cut into as few cues as it needs, of even length (nine
 * words in block captions read 5 + 4, not 7 + 2 with a word left hanging), each cut moved
 * to a comma when one is a word away.
 */
function evenParts(sentence: CaptionWord[], max: number): CaptionWord[][] {
  const parts: CaptionWord[][] = [];
  let rest = sentence;
  while (rest.length > max) {
    const target = Math.round(rest.length / Math.ceil(rest.length / max));
    const cut = [target, target - 1, target + 1].find((k) => k >= 1 && k <= max && CLAUSE_END.test(rest[k - 1]!.text)) ?? target;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...parts, rest];
}

/** Groups words into cues: a phrase at a time (to a sentence end, or a comma after a few words), a long one in even parts. */
export function captionCues(words: CaptionWord[], style: CaptionStyle): CaptionCue[] {
  const max = CUE_WORDS[style === 'karaoke' ? 'karaoke' : 'block'];
  const phrases: CaptionWord[][] = [[]];
  for (const word of words) {
    const phrase = phrases.at(-1)!;
    phrase.push(word);
    if (SENTENCE_END.test(word.text) || (CLAUSE_END.test(word.text) && phrase.length >= max / 2)) phrases.push([]);
  }
  const cues = phrases
    .filter((phrase) => phrase.length > 0)
    .flatMap((phrase) => evenParts(phrase, max))
    .map((cue) => ({ words: cue, start: cue[0]!.start, end: cue.at(-1)!.end }));
  // A cue stays up until the next one starts, so captions do not flicker between phrases.
  cues.forEach((cue, i) => (cue.end = cues[i + 1]?.start ?? cue.end));
  return cues;
}

export const cueText = (words: CaptionWord[]) => words.map((w, i) => w.text + (w.space && i < words.length - 1 ? ' ' : '')).join('');

/**
 * The cues whose words are not all on screen already (`shown`, a scene's copy): a cue that would
 * only repeat them is left out. A figure and its number words are the same words ("2,000 regulars"
 * on screen, "two thousand regulars" said), read across cues so a number split between two still counts.
 */
export function cuesNotShown(shown: string, cues: CaptionCue[], language: string): CaptionCue[] {
  const onScreen = new Set(plainWordsOf([shown], language)[0]);
  const said = plainWordsOf(cues.map((c) => cueText(c.words)), language);
  return cues.filter((_, i) => !said[i]!.every((word) => onScreen.has(word)));
}

export interface Overlay {
  draw(ctx: SKRSContext2D, t: number): void;
}

export interface CaptionLook {
  width: number;
  height: number;
  families: string;
  rtl: boolean;
  /** Highlight colour of the spoken word (karaoke). */
  accent: string;
}

interface PlacedWord {
  word: CaptionWord;
  /** Box of the word inside the cue's sprite. */
  box: Box;
}

interface CueSprite {
  cue: CaptionCue;
  sprite: Canvas;
  x: number;
  y: number;
  words: PlacedWord[];
  /** Each word drawn in the highlight's text colour, for karaoke. */
  highlight: Canvas | null;
}

/**
 * Lays out a cue's words in lines of even length (never splitting a word), right to left for
 * RTL languages (words of the other direction reordered as the shaper would), and returns each
 * word's box relative to the block's top-left corner.
 */
export function layoutWords(ctx: SKRSContext2D, cue: CaptionCue, size: number, maxWidth: number, look: CaptionLook): { words: PlacedWord[]; w: number; h: number; lineHeight: number } {
  ctx.font = font(600, size, look.families);
  const space = ctx.measureText(' ').width;
  const lineHeight = size * lineSpacing(cueText(cue.words), 1.25);
  const widthOf = (word: CaptionWord) => ctx.measureText(word.text).width;
  const wrap = (width: number) => {
    const wrapped: CaptionWord[][] = [[]];
    let lineW = 0;
    for (const word of cue.words) {
      const w = widthOf(word);
      const last = wrapped.at(-1)!;
      const add = (last.at(-1)?.space ? space : 0) + w;
      if (last.length && lineW + add > width) {
        wrapped.push([word]);
        lineW = w;
      } else {
        last.push(word);
        lineW += last.length > 1 ? add : w;
      }
    }
    return wrapped;
  };
  const widest = Math.max(...cue.words.map(widthOf));
  const lines = wrap(balancedWidth(maxWidth, (width) => (widest > width ? Infinity : wrap(width).length)));
  const widths = lines.map((line) => line.reduce((sum, word, i) => sum + ctx.measureText(word.text).width + (i > 0 && line[i - 1]!.space ? space : 0), 0));
  const blockW = Math.max(...widths);
  const placed: PlacedWord[] = [];
  lines.forEach((line, k) => {
    let x = (blockW - widths[k]!) / 2;
    // The words in the order the shaper would draw the line: mixed scripts reordered (./draw/text-bidi.ts).
    const visual = visualOrder(line.map((word) => word.text), look.rtl);
    visual.forEach((j, i) => {
      const word = line[j]!;
      const w = ctx.measureText(word.text).width;
      const gap = i > 0 && line[Math.min(j, visual[i - 1]!)]!.space ? space : 0;
      x += gap;
      placed.push({ word, box: { x, y: k * lineHeight, w, h: lineHeight } });
      x += w;
    });
  });
  return { words: placed, w: blockW, h: lines.length * lineHeight, lineHeight };
}

/** The largest size (≤ max) at which every cue fits the box in at most two lines, with no word cut. */
function captionSize(ctx: SKRSContext2D, cues: CaptionCue[], box: { w: number; h: number }, maxSize: number, look: CaptionLook): number {
  let size = maxSize;
  for (const cue of cues) {
    const fitted = fitText(ctx, cueText(cue.words), box, { weight: 600, maxSize: size, minSize: 8, maxLines: 2, lineHeight: 1.25, families: look.families, breakWords: false });
    ctx.font = font(600, fitted.size, look.families);
    // A single word wider than the box at that size shrinks the text further: words are never cut.
    const widest = Math.max(...wrapLines(cueText(cue.words), Infinity, (s) => ctx.measureText(s).width, false).flatMap((l) => l.split(' ').map((w) => ctx.measureText(w).width)));
    size = Math.min(size, fitted.size, fitted.size * Math.min(1, box.w / Math.max(1, widest)));
  }
  return Math.floor(size);
}

function cueSprite(cue: CaptionCue, style: 'block' | 'karaoke', size: number, box: Box, look: CaptionLook): CueSprite {
  const m = createCanvas(8, 8).getContext('2d');
  const padX = style === 'block' ? size * 0.6 : size * 0.35;
  const padY = style === 'block' ? size * 0.35 : size * 0.2;
  const layout = layoutWords(m, cue, size, box.w - 2 * padX, look);
  const w = Math.ceil(Math.min(box.w, layout.w + 2 * padX));
  const h = Math.ceil(Math.min(box.h, layout.h + 2 * padY));
  const sprite = createCanvas(w, h);
  const ctx = sprite.getContext('2d');
  if (style === 'block') {
    ctx.fillStyle = 'rgba(0,0,0,0.68)';
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, size * 0.35);
    ctx.fill();
  }
  const words = layout.words.map((p) => ({ word: p.word, box: { ...p.box, x: p.box.x + padX, y: p.box.y + padY } }));
  const paint = (target: SKRSContext2D, colour: string, outline: boolean) => {
    target.font = font(600, size, look.families);
    target.textAlign = 'left';
    target.textBaseline = 'middle';
    target.direction = look.rtl ? 'rtl' : 'ltr';
    if (look.rtl) target.textAlign = 'right';
    for (const { word, box: b } of words) {
      const x = look.rtl ? b.x + b.w : b.x;
      const y = b.y + b.h / 2;
      if (outline) {
        // Karaoke has no plate: a dark outline keeps white words legible on any picture.
        target.lineJoin = 'round';
        target.lineWidth = size * 0.16;
        target.strokeStyle = 'rgba(0,0,0,0.85)';
        target.strokeText(word.text, x, y);
      }
      target.fillStyle = colour;
      target.fillText(word.text, x, y);
    }
  };
  paint(ctx, '#ffffff', style === 'karaoke');
  textSprite(sprite, [{ text: cueText(cue.words), box: { x: padX, y: padY, w: layout.w, h: layout.h } }]);
  let highlight: Canvas | null = null;
  if (style === 'karaoke') {
    highlight = createCanvas(w, h);
    paint(highlight.getContext('2d'), textOn(look.accent), false);
  }
  return { cue, sprite, x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), words, highlight };
}

export function captionOverlay(cues: CaptionCue[], style: Exclude<CaptionStyle, 'none'>, box: Box, look: CaptionLook): Overlay {
  const m = createCanvas(8, 8).getContext('2d');
  // About 6% of the short side for a line of block captions; karaoke words are larger.
  const short = Math.min(look.width, look.height);
  const maxSize = Math.max(14, short * (style === 'karaoke' ? 0.085 : 0.062));
  const pad = style === 'block' ? 0.6 : 0.35;
  const size = captionSize(m, cues, { w: box.w - 2 * pad * maxSize, h: box.h - maxSize * 0.7 }, maxSize, look);
  const sprites = cues.map((cue) => cueSprite(cue, style, size, box, look));
  return {
    draw(ctx, t) {
      const s = sprites.find((c) => t >= c.cue.start && t < c.cue.end);
      if (!s) return;
      if (s.highlight) {
        const active = s.words.find((p) => t >= p.word.start && t < p.word.end);
        if (active) {
          // The spoken word sits on a pill in the accent colour that grows in as it starts.
          const grow = Math.min(1, (t - active.word.start) / 0.08);
          const b = active.box;
          const padX = size * 0.14 * grow;
          ctx.fillStyle = look.accent;
          ctx.beginPath();
          ctx.roundRect(s.x + b.x - padX, s.y + b.y + b.h * 0.08, b.w + 2 * padX, b.h * 0.84, size * 0.2);
          ctx.fill();
          ctx.drawImage(s.sprite, s.x, s.y);
          ctx.drawImage(s.highlight, b.x, b.y, b.w, b.h, s.x + b.x, s.y + b.y, b.w, b.h);
          return;
        }
      }
      ctx.drawImage(s.sprite, s.x, s.y);
    },
  };
}

function vttTime(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

const vttEscape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * WebVTT of the whole video: one cue per caption line, each word after the first preceded by
 * its start time (a WebVTT timestamp tag), so players can highlight words as they are spoken.
 */
export function webVtt(cues: CaptionCue[], language: string): string {
  const body = cues.map((cue, i) => {
    const text = cue.words
      .map((w, k) => (k > 0 ? `<${vttTime(w.start)}>` : '') + vttEscape(w.text) + (w.space && k < cue.words.length - 1 ? ' ' : ''))
      .join('');
    return `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text}\n`;
  });
  return [`WEBVTT\nLanguage: ${language}\n`, ...body].join('\n');
}
