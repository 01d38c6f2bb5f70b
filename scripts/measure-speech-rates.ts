import { defaultVoiceFor } from '../lambdas/core/presets';
import { espeakPace, speechRate, speechSeconds, spokenParts } from '../lambdas/core/planning/speech-rates';
import { espeakSpeech } from '../lambdas/render/adapters/espeak-speech';
import { decodeWav, wavDurationSec } from '../lambdas/render/audio/wav';
import { SPEECH_RATE_CORPUS } from './speech-rate-corpus';

/**
 * `npx tsx scripts/measure-speech-rates.ts`: re-measures the offline narrator (eSpeak NG, through
 * the engine's own adapter, each language's default voice) on the corpus and fits the model of
 * lambdas/core/planning/speech-rates.ts by least squares: a rate and a fixed part per language,
 * one cost per digit and per pause for all, and the silence eSpeak leaves after a line's last
 * word (the median over the corpus). Prints the fitted rows, each language's
 * leave-one-out error (how well the model predicts a line it was not fitted on), and the error
 * of the rows stored now. Paste the rows into ESPEAK when they differ.
 */

interface Sample {
  language: string;
  text: string;
  /** The take's length, which sizes its scene. */
  sec: number;
  /** Its silence after the last word (eSpeak's word marks): not narration to a viewer or to the captions. */
  tail: number;
}

const speech = espeakSpeech();
const samples: Sample[] = [];
try {
  for (const [language, lines] of Object.entries(SPEECH_RATE_CORPUS)) {
    for (const text of lines) {
      const spoken = await speech.synthesize({ text, voiceId: defaultVoiceFor(language), language });
      // A language the offline voice does not read gives no take, and no rate.
      if (!spoken) continue;
      const sec = wavDurationSec(decodeWav(spoken.wav));
      samples.push({ language, text, sec, tail: sec - (spoken.words?.at(-1)?.end ?? sec) });
    }
  }
} finally {
  await speech.close?.();
}

const languages = Object.keys(SPEECH_RATE_CORPUS);
const fitted = fit(samples);
const heldOut = samples.map((s, i) => ({ s, predicted: predict(fit(samples.filter((_, k) => k !== i)), s) }));

for (const language of languages) {
  const mine = samples.filter((s) => s.language === language);
  const loo = heldOut.filter((h) => h.s.language === language).map((h) => (h.predicted - h.s.sec) / h.s.sec);
  const stored = mine.map((s) => (speechSeconds(s.text, speechRate('espeak', language), language) - s.sec) / s.sec);
  console.log(
    `${language}: ${mine.length} lines, ${sum(mine.map((s) => s.sec)).toFixed(1)} s; ` +
      `leave-one-out error per line ${pct(rms(loo))} rms, ${pct(Math.max(...loo.map(Math.abs)))} worst; ` +
      `stored row: ${pct(rms(stored))} rms, ${signedPct(sum(stored.map((e, i) => e * mine[i]!.sec)) / sum(mine.map((s) => s.sec)))} over the corpus`,
  );
}
// The median: robust to a take whose last word mark is off.
console.log(`\nconst ESPEAK_TAIL_SEC = ${round(median(samples.map((s) => s.tail)), 2)};`);
console.log(`const ESPEAK_DIGIT_SEC = ${round(fitted.digitSec, 3)};\nconst ESPEAK_PAUSE_SEC = ${round(fitted.pauseSec, 3)};`);
console.log(
  `const ESPEAK = {\n${languages
    // The table is at ESPEAK_WPM: a language spoken slower (espeakPace) is fitted at its own pace and stored undone.
    .map((l) => `  ${l}: { charsPerSec: ${round(1 / fitted.perChar[l]! / espeakPace(l), 1)}, fixedSec: ${round(fitted.fixed[l]!, 2)} },`)
    .join('\n')}\n};`,
);

interface Fit {
  fixed: Record<string, number>;
  perChar: Record<string, number>;
  digitSec: number;
  pauseSec: number;
}

/** Columns: a fixed part and seconds per character for each language, then digits and pauses for all. */
function fit(data: Sample[]): Fit {
  const rows = data.map((s) => {
    const p = spokenParts(s.text, s.language);
    const k = languages.indexOf(s.language);
    const row = Array<number>(2 * languages.length + 2).fill(0);
    row[2 * k] = 1;
    row[2 * k + 1] = p.chars;
    row[2 * languages.length] = p.digits;
    row[2 * languages.length + 1] = p.pauses;
    return row;
  });
  const beta = solveLeastSquares(rows, data.map((s) => s.sec));
  return {
    fixed: Object.fromEntries(languages.map((l, k) => [l, beta[2 * k]!])),
    perChar: Object.fromEntries(languages.map((l, k) => [l, beta[2 * k + 1]!])),
    digitSec: beta[2 * languages.length]!,
    pauseSec: beta[2 * languages.length + 1]!,
  };
}

function predict(f: Fit, s: Sample): number {
  const p = spokenParts(s.text, s.language);
  return f.fixed[s.language]! + p.chars * f.perChar[s.language]! + p.digits * f.digitSec + p.pauses * f.pauseSec;
}

/** Normal equations (XᵀX)β = Xᵀy by Gauss–Jordan elimination; a column that never varies gets a tiny ridge. */
function solveLeastSquares(x: number[][], y: number[]): number[] {
  const k = x[0]!.length;
  const a = Array.from({ length: k }, (_, i) => [
    ...Array.from({ length: k }, (_, j) => sum(x.map((row) => row[i]! * row[j]!)) + (i === j ? 1e-9 : 0)),
    sum(x.map((row, r) => row[i]! * y[r]!)),
  ]);
  for (let i = 0; i < k; i++) {
    const pivotRow = a.slice(i).reduce((best, row, r) => (Math.abs(row[i]!) > Math.abs(a[best]![i]!) ? r + i : best), i);
    [a[i], a[pivotRow]] = [a[pivotRow]!, a[i]!];
    const pivot = a[i]![i]!;
    for (let j = i; j <= k; j++) a[i]![j]! /= pivot;
    for (let r = 0; r < k; r++) {
      if (r === i) continue;
      const f = a[r]![i]!;
      for (let j = i; j <= k; j++) a[r]![j]! -= f * a[i]![j]!;
    }
  }
  return a.map((row) => row[k]!);
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
}

function rms(values: number[]): number {
  return Math.sqrt(sum(values.map((v) => v * v)) / values.length);
}

function round(n: number, places: number): number {
  return Math.round(n * 10 ** places) / 10 ** places;
}

function pct(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

function signedPct(n: number): string {
  return `${n >= 0 ? '+' : ''}${pct(n)}`;
}
