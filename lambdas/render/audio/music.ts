/**
 * Background music composed by the engine itself (so there is no third-party licence to
 * track): a chord pad, bass, a lead pattern and drums per style, synthesized
 * sample by sample. Deterministic for a given style, length and seed.
 */
import type { MusicStyle } from '../spec';
import { rng } from '../draw/anim';
import type { PcmAudio } from './wav';

export const MUSIC_SAMPLE_RATE = 48_000;

type Timbre = 'pluck' | 'pad' | 'keys' | 'piano';

interface Style {
  bpm: number;
  /** Chords as semitone offsets from A3 (220 Hz); one chord a bar. */
  chords: number[][];
  lead: Timbre;
  /** 16th-note drum grids for one bar: kick, snare/clap, hat. */
  kick: string;
  /** The kick's level: it sets the beat's peaks. */
  kickGain: number;
  snare: string;
  hat: string;
  /** Lead plays chord tones in this 16th-note rhythm ('x' = note). */
  leadRhythm: string;
  swing: number;
}

const STYLES: Record<MusicStyle, Style> = {
  'upbeat-tech': {
    bpm: 120,
    chords: [[0, 3, 7], [-4, 0, 3], [3, 7, 10], [-2, 2, 5]],
    lead: 'pluck',
    kick: 'x...x...x...x...',
    kickGain: 0.4,
    snare: '....x.......x...',
    hat: '..x...x...x...x.',
    leadRhythm: 'x.xx.x.xx.x.x.xx',
    swing: 0,
  },
  'cinematic-epic': {
    bpm: 84,
    chords: [[-7, -4, 0], [-11, -7, -4], [-4, 0, 3], [-9, -5, -2]],
    lead: 'pad',
    kick: 'x.....x.x.......',
    kickGain: 0.4,
    snare: '........x.......',
    hat: '................',
    leadRhythm: 'x.......x.......',
    swing: 0,
  },
  'lo-fi-chill': {
    bpm: 76,
    chords: [[-4, 0, 3, 7], [-5, -1, 2, 5], [-7, -3, 0, 3], [-9, -5, -2, 2]],
    lead: 'keys',
    kick: 'x......x..x.....',
    // A softer kick than the others: a sparse beat that is all peaks and little body needs hard limiting.
    kickGain: 0.3,
    snare: '....x.......x...',
    hat: 'x.x.x.x.x.x.x.x.',
    leadRhythm: 'x.....x...x.....',
    swing: 0.12,
  },
  'corporate-pop': {
    bpm: 108,
    chords: [[3, 7, 10], [-2, 2, 5], [0, 3, 7], [-4, 0, 3]],
    lead: 'piano',
    kick: 'x.......x.x.....',
    kickGain: 0.4,
    snare: '....x.......x...',
    hat: 'x.x.x.x.x.x.x.x.',
    leadRhythm: 'x..x..x.x..x..x.',
    swing: 0,
  },
};

const freq = (semitone: number) => 220 * 2 ** (semitone / 12);

const TABLE_SIZE = 4096;

/** One cycle of each timbre's waveform, looked up instead of summing sines per sample. */
const WAVETABLES: Record<Timbre, Float32Array> = (() => {
  const table = (f: (x: number) => number) => Float32Array.from({ length: TABLE_SIZE }, (_, i) => f((2 * Math.PI * i) / TABLE_SIZE));
  return {
    pad: table((x) => Math.sin(x) + 0.35 * Math.sin(2 * x) + 0.15 * Math.sin(3 * x)),
    keys: table((x) => Math.sin(x) + 0.3 * Math.sin(3 * x)),
    pluck: table((x) => Math.sin(x) + 0.45 * Math.sin(2 * x) + 0.2 * Math.sin(3 * x)),
    piano: table((x) => Math.sin(x) + 0.45 * Math.sin(2 * x) + 0.2 * Math.sin(3 * x)),
  };
})();

const DECAY_SEC: Record<Timbre, number> = { pad: Infinity, pluck: 0.12, keys: 0.5, piano: 0.35 };

/** Adds a note into the buffer with a simple envelope (linear attack, exponential decay). */
function addNote(out: Float32Array, start: number, length: number, hz: number, gain: number, timbre: Timbre): void {
  const sr = MUSIC_SAMPLE_RATE;
  const table = WAVETABLES[timbre];
  const attack = timbre === 'pad' ? 0.25 * sr : 0.005 * sr;
  const release = timbre === 'pad' ? 0.3 * sr : 1;
  const end = Math.min(out.length, start + length);
  const step = (hz * TABLE_SIZE) / sr;
  const decay = Math.exp(-1 / (sr * DECAY_SEC[timbre]));
  let phase = 0;
  let env = gain;
  for (let i = Math.max(0, start); i < end; i++) {
    const n = i - start;
    const rise = n < attack ? n / attack : 1;
    const fall = end - i < release ? (end - i) / release : 1;
    out[i]! += table[phase | 0]! * env * (rise < fall ? rise : fall);
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    env *= decay;
  }
}

/** Drum hits are synthesized once, like a sample, and mixed in wherever the pattern plays them. */
function kickSample(): Float32Array {
  const sr = MUSIC_SAMPLE_RATE;
  const out = new Float32Array(Math.round(0.35 * sr));
  let phase = 0;
  for (let n = 0; n < out.length; n++) {
    const hz = 45 + 110 * Math.exp(-n / (sr * 0.04));
    phase += (2 * Math.PI * hz) / sr;
    out[n] = Math.sin(phase) * Math.exp(-n / (sr * 0.12));
  }
  return out;
}

function noiseSample(decaySec: number, bright: boolean, random: () => number): Float32Array {
  const sr = MUSIC_SAMPLE_RATE;
  const out = new Float32Array(Math.round(decaySec * 5 * sr));
  let prev = 0;
  for (let n = 0; n < out.length; n++) {
    const white = random() * 2 - 1;
    // A one-pole high-pass makes hats bright; the plain noise body reads as a snare.
    out[n] = (bright ? white - prev : white) * Math.exp(-n / (sr * decaySec));
    prev = white;
  }
  return out;
}

function addSample(out: Float32Array, start: number, sample: Float32Array, gain: number): void {
  const end = Math.min(out.length, start + sample.length);
  for (let i = Math.max(0, start); i < end; i++) out[i]! += sample[i - start]! * gain;
}

export function generateMusic(style: MusicStyle, durationSec: number, seed: number): PcmAudio {
  const s = STYLES[style];
  const sr = MUSIC_SAMPLE_RATE;
  const length = Math.ceil(durationSec * sr);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const random = rng(seed);
  const kick = kickSample();
  const snare = noiseSample(0.05, false, random);
  const hat = noiseSample(0.012, true, random);
  const sixteenth = (60 / s.bpm / 4) * sr;
  const steps = Math.ceil(length / sixteenth);
  for (let step = 0; step < steps; step++) {
    const bar = Math.floor(step / 16);
    const k = step % 16;
    const swing = k % 2 === 1 ? s.swing * sixteenth : 0;
    const at = Math.round(step * sixteenth + swing);
    const chord = s.chords[bar % s.chords.length]!;
    if (k === 0) {
      for (const note of chord) {
        // Slightly detuned left and right: a wide, soft pad.
        addNote(left, at, Math.round(sixteenth * 16), freq(note), 0.05, 'pad');
        addNote(right, at, Math.round(sixteenth * 16), freq(note) * 1.002, 0.05, 'pad');
      }
      addNote(left, at, Math.round(sixteenth * 8), freq(chord[0]! - 12), 0.16, 'piano');
      addNote(right, at, Math.round(sixteenth * 8), freq(chord[0]! - 12), 0.16, 'piano');
    }
    if (s.leadRhythm[k] === 'x') {
      const note = chord[(step * 7 + bar) % chord.length]! + 12;
      const target = (step >> 1) % 2 ? left : right;
      addNote(target, at, Math.round(sixteenth * 3), freq(note), 0.07, s.lead);
      addNote(target === left ? right : left, at, Math.round(sixteenth * 3), freq(note), 0.035, s.lead);
    }
    if (s.kick[k] === 'x') {
      addSample(left, at, kick, s.kickGain);
      addSample(right, at, kick, s.kickGain);
    }
    if (s.snare[k] === 'x') {
      addSample(left, at, snare, 0.12);
      addSample(right, at, snare, 0.12);
    }
    if (s.hat[k] === 'x') addSample(k % 4 === 2 ? left : right, at, hat, 0.06);
  }
  // Fade in briefly and out over the last 1.5 s so the track ends with the video.
  const fadeIn = 0.3 * sr;
  const fadeOut = Math.min(1.5 * sr, length / 2);
  for (let i = 0; i < length; i++) {
    const g = Math.min(1, i / fadeIn, (length - i) / fadeOut);
    left[i]! *= g;
    right[i]! *= g;
  }
  return { sampleRate: sr, channels: [left, right] };
}
