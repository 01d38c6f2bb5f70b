/**
 * Burned-in captions: the scene's script cut into short cues, each timed in proportion to its
 * length within the narration (speech rate is close to constant per voice), drawn on a dark
 * plate so they stay legible over any picture.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './draw/layout';
import { fitText, type FittedText } from './draw/text-fit';
import { font } from './fonts';

export interface CaptionCue {
  text: string;
  start: number;
  end: number;
}

const MAX_WORDS = 7;

/** Cuts a script into cues of at most MAX_WORDS words: always at a sentence end, at a comma when the cue is not tiny. */
export function captionChunks(script: string): string[] {
  const words = script.split(/\s+/).filter(Boolean);
  const chunks: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    current.push(word);
    const sentenceEnd = /[.!?]$/.test(word);
    const pause = /[;:,]$/.test(word) && current.length >= 3;
    if (current.length >= MAX_WORDS || sentenceEnd || pause) {
      chunks.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) chunks.push(current.join(' '));
  return chunks;
}

/** Times cues across [startSec, startSec + speechSec]; sentence ends weigh a little extra for the pause. */
export function captionCues(script: string, startSec: number, speechSec: number): CaptionCue[] {
  const chunks = captionChunks(script);
  const weights = chunks.map((c) => c.length + (/[.!?]$/.test(c) ? 6 : /[,;:]$/.test(c) ? 3 : 0));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let t = startSec;
  return chunks.map((text, i) => {
    const start = t;
    t += (speechSec * weights[i]!) / total;
    return { text, start, end: t };
  });
}

export type Overlay = (ctx: SKRSContext2D, t: number) => void;

export function captionOverlay(cues: CaptionCue[], box: Box, frame: { width: number; height: number }): Overlay {
  const m = createCanvas(8, 8).getContext('2d');
  // About 6% of the short side: readable on a phone held upright and on a TV.
  const maxSize = Math.max(14, Math.min(frame.width, frame.height) * 0.062);
  const padX = maxSize * 0.6;
  const padY = maxSize * 0.35;
  const fitted: FittedText[] = cues.map((cue) =>
    fitText(m, cue.text, { w: box.w - 2 * padX, h: box.h - 2 * padY }, { weight: 600, maxSize, minSize: 12, maxLines: 2, lineHeight: 1.2 }),
  );
  return (ctx, t) => {
    const i = cues.findIndex((c) => t >= c.start && t < c.end);
    const cue = fitted[i];
    if (!cue) return;
    const h = cue.lines.length * cue.lineHeight + 2 * padY;
    const w = cue.width + 2 * padX;
    const x = box.x + (box.w - w) / 2;
    const y = box.y + (box.h - h) / 2;
    ctx.fillStyle = 'rgba(0,0,0,0.68)';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, cue.size * 0.35);
    ctx.fill();
    ctx.font = font(600, cue.size);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    cue.lines.forEach((line, k) => ctx.fillText(line, box.x + box.w / 2, y + padY + (k + 0.5) * cue.lineHeight));
  };
}
