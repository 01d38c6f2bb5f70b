/**
 * D-ID's Talks API (https://docs.d-id.com/reference/createtalk, /reference/gettalk): a talking
 * photo from a face image and an audio file, both given as URLs. We put the face and the scene's
 * narration among the job's files and hand D-ID short-lived presigned links to them; POST /talks
 * answers 201 with the talk's id, GET /talks/{id} says `created`, `started`, `done` (with
 * `result_url`, the MP4), or `error` / `rejected` (with `error.description`). The key goes in
 * `Authorization: Basic <key>`, as D-ID issues it.
 */
import { TransientError } from '../../core/errors';
import type { ClipProgress, ClipTicket } from '../../core/clips/generated-clips';
import type { BlobStore } from '../../core/ports/blob-store';
import type { PresenterClipRequest } from './clip-requests';

export const D_ID_API = 'https://api.d-id.com';
/** D-ID fetches the face and audio when the talk starts; the links need to outlive a queue of a few minutes only. */
const INPUT_LINK_SECONDS = 3_600;
const CALL_TIMEOUT_MS = 20_000;

/** POST /talks, with the fields we set. */
export interface DIdTalkRequest {
  source_url: string;
  script: { type: 'audio'; audio_url: string };
  /** stitch: the animated face is put back into the whole photo rather than a crop around it. */
  config: { stitch: boolean; result_format: 'mp4' };
}

/** A talk as GET /talks/{id} answers it (the fields we read). */
export interface DIdTalk {
  id: string;
  status: 'created' | 'started' | 'done' | 'error' | 'rejected';
  result_url?: string;
  error?: { kind?: string; description?: string };
}

export interface DIdOptions {
  apiKey: () => Promise<string>;
  blobs: Pick<BlobStore, 'put' | 'signedUrl'>;
  /** The API's origin; the local fake's in the local stack. */
  baseUrl?: string;
}

export function dIdTalkRequest(faceUrl: string, audioUrl: string): DIdTalkRequest {
  return { source_url: faceUrl, script: { type: 'audio', audio_url: audioUrl }, config: { stitch: true, result_format: 'mp4' } };
}

export function dIdPresenter(options: DIdOptions) {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, options.baseUrl ?? D_ID_API), {
      ...init,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      headers: { Authorization: `Basic ${await options.apiKey()}`, 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
    });
    if (response.status === 429 || response.status >= 500) throw new TransientError(`D-ID answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, status: response.status, body };
  };
  const refusal = (status: number, body: Record<string, unknown>): ClipProgress => ({
    state: 'failed',
    reason: `D-ID answered ${status}${typeof body.description === 'string' ? `: ${body.description}` : ''}`,
  });

  return {
    async start(request: PresenterClipRequest, where: { prefix: string }): Promise<ClipProgress> {
      const face = `${where.prefix}face.png`;
      const audio = `${where.prefix}narration.wav`;
      await Promise.all([options.blobs.put(face, request.face, 'image/png'), options.blobs.put(audio, request.audio, 'audio/wav')]);
      const [faceUrl, audioUrl] = await Promise.all([options.blobs.signedUrl(face, INPUT_LINK_SECONDS), options.blobs.signedUrl(audio, INPUT_LINK_SECONDS)]);
      const { ok, status, body } = await call('/talks', { method: 'POST', body: JSON.stringify(dIdTalkRequest(faceUrl, audioUrl)) });
      if (!ok || typeof body.id !== 'string') return refusal(status, body);
      return { state: 'pending', ticket: { talkId: body.id } };
    },

    async check(ticket: ClipTicket): Promise<ClipProgress> {
      const { ok, status, body } = await call(`/talks/${encodeURIComponent(ticket.talkId!)}`);
      if (!ok) return refusal(status, body);
      const talk = body as unknown as DIdTalk;
      if (talk.status === 'done' && talk.result_url) return { state: 'ready', clip: { url: talk.result_url } };
      if (talk.status === 'error' || talk.status === 'rejected') return { state: 'failed', reason: `D-ID ${talk.status}: ${talk.error?.description ?? talk.error?.kind ?? 'no reason given'}` };
      return { state: 'pending', ticket };
    },
  };
}
