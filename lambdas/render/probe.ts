/** Facts about a finished file, read back with ffprobe rather than assumed. */
import { stat } from 'node:fs/promises';
import { runFfprobe } from './ffmpeg';

export interface VideoFacts {
  durationSec: number;
  sizeBytes: number;
  width: number;
  height: number;
  videoCodec: string;
  /** null when the video has no sound track. */
  audioCodec: string | null;
  /** Written beside the video: the poster JPEG, the WebVTT captions and the layout record. */
  posterPath: string;
  captionsPath: string;
  layoutPath: string;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
}

export async function probeVideo(path: string, companions: { poster: string; captions: string; layout: string }): Promise<VideoFacts> {
  const json = (await runFfprobe(['-show_format', '-show_streams', path])) as ProbeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  if (!video) throw new Error(`${path} has no video stream`);
  return {
    durationSec: Number(json.format?.duration ?? 0),
    sizeBytes: (await stat(path)).size,
    width: video.width ?? 0,
    height: video.height ?? 0,
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? null,
    posterPath: companions.poster,
    captionsPath: companions.captions,
    layoutPath: companions.layout,
  };
}
