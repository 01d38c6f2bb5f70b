/** Minimal PCM16 WAV reading and writing: all the engine's audio interchange is 16-bit PCM. */

export interface PcmAudio {
  sampleRate: number;
  /** One Float32Array per channel, samples in -1..1. */
  channels: Float32Array[];
}

export function wavDurationSec(audio: PcmAudio): number {
  return (audio.channels[0]?.length ?? 0) / audio.sampleRate;
}

export function decodeWav(buf: Buffer): PcmAudio {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let sampleRate = 0;
  let channelCount = 0;
  let bits = 0;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channelCount = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16 || channelCount < 1) throw new Error('only 16-bit PCM WAV is supported');
      // Streaming writers may leave the size unset (0 or 0xFFFFFFFF): read to the end then.
      const end = size > 0 && body + size <= buf.length ? body + size : buf.length;
      const frames = Math.floor((end - body) / (2 * channelCount));
      const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
      // A 16-bit view needs an even offset; a copy of the samples has one.
      const pcm = (buf.byteOffset + body) % 2 === 0 ? new Int16Array(buf.buffer, buf.byteOffset + body, frames * channelCount) : new Int16Array(Uint8Array.prototype.slice.call(buf, body, body + frames * channelCount * 2).buffer);
      for (let c = 0; c < channelCount; c++) {
        const channel = channels[c]!;
        for (let i = 0, k = c; i < frames; i++, k += channelCount) channel[i] = pcm[k]! / 32768;
      }
      return { sampleRate, channels };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

export function encodeWav(audio: PcmAudio): Buffer {
  const channelCount = audio.channels.length;
  const frames = audio.channels[0]?.length ?? 0;
  const dataBytes = frames * channelCount * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(channelCount, 22);
  buf.writeUInt32LE(audio.sampleRate, 24);
  buf.writeUInt32LE(audio.sampleRate * channelCount * 2, 28);
  buf.writeUInt16LE(channelCount * 2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  // Samples go straight into a 16-bit view of the buffer (WAV is little-endian, as are x86 and Arm),
  // not one bounds-checked write call each.
  const samples = new Int16Array(buf.buffer, buf.byteOffset + 44, frames * channelCount);
  for (let c = 0; c < channelCount; c++) {
    const channel = audio.channels[c]!;
    for (let i = 0, k = c; i < frames; i++, k += channelCount) {
      const s = channel[i]!;
      samples[k] = Math.round((s < -1 ? -1 : s > 1 ? 1 : s) * 32767);
    }
  }
  return buf;
}

/** Wraps raw little-endian PCM16 mono (as Amazon Polly returns it) in a WAV header. */
export function pcm16MonoToWav(pcm: Buffer, sampleRate: number): Buffer {
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return encodeWav({ sampleRate, channels: [samples] });
}

/** Loudness per video frame, 0..1, for lip movement: RMS over each frame's window, normalized. */
export function frameEnvelope(
  audio: PcmAudio,
  timing: { fps: number; frames: number; offsetSec: number; tempo: number },
): Float32Array {
  const { fps, frames, offsetSec, tempo } = timing;
  const out = new Float32Array(frames);
  const mono = audio.channels[0];
  if (!mono) return out;
  const perFrame = (audio.sampleRate / fps) * tempo;
  let peak = 0;
  for (let f = 0; f < frames; f++) {
    const start = Math.floor((f / fps - offsetSec) * tempo * audio.sampleRate);
    if (start < 0 || start >= mono.length) continue;
    let sum = 0;
    const end = Math.min(mono.length, start + perFrame);
    for (let i = start; i < end; i++) sum += mono[i]! * mono[i]!;
    out[f] = Math.sqrt(sum / Math.max(1, end - start));
    peak = Math.max(peak, out[f]!);
  }
  if (peak > 0) for (let f = 0; f < frames; f++) out[f] = Math.min(1, out[f]! / (peak * 0.7));
  return out;
}
