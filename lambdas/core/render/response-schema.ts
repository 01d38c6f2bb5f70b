import * as z from 'zod';
import { sceneSchema } from './request-schema';
import { ASPECTS } from './vocabulary';

/**
 * Response bodies of the render API (§2.1, §2.4, §2.5, and our dry run): they shape what the
 * handlers send and feed the API document, so a field cannot drift from its description.
 */

export const accountSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  name: z.string(),
  credits_remaining: z.int().meta({ description: 'Credit balance.' }),
});

export type AccountView = z.infer<typeof accountSchema>;

const RENDER_POLL_NOTE =
  'Rendering has started. Poll poll_url every few seconds, or subscribe a webhook to video.completed.';

export const renderAcceptedSchema = z.object({
  job_id: z.uuid(),
  status: z.literal('starting'),
  title: z.string(),
  scenes: z.int().min(1),
  credits_used: z.int().min(0),
  reused_scenes: z.int().min(0).meta({ description: 'Scenes this account rendered identically in the last 7 days, copied instead of rendered and charged the reduced price; 0 when none.' }),
  watermarked: z.literal(false),
  poll_url: z.string().regex(/^\/v1\/job\/[0-9a-f-]{36}$/),
  note: z.string(),
  /** With a brief only, and only when the planner has notes. */
  plan_notes: z.string().optional(),
});

export type RenderAccepted = z.infer<typeof renderAcceptedSchema>;

/** The 202 body of §2.4; `plan_notes` appears only when there is a note. */
export function renderAccepted(input: {
  jobId: string;
  title: string;
  scenes: number;
  creditsUsed: number;
  reusedScenes: number;
  planNotes?: readonly string[];
}): RenderAccepted {
  const planNotes = planNotesText(input.planNotes);
  return {
    job_id: input.jobId,
    status: 'starting',
    title: input.title,
    scenes: input.scenes,
    credits_used: input.creditsUsed,
    reused_scenes: input.reusedScenes,
    watermarked: false,
    poll_url: `/v1/job/${input.jobId}`,
    note: RENDER_POLL_NOTE,
    ...(planNotes ? { plan_notes: planNotes } : {}),
  };
}

/** §2.4 types plan_notes as one string: the planner's notes are sentences, joined by a space. */
export function planNotesText(notes: readonly string[] = []): string | undefined {
  return notes.length > 0 ? notes.join(' ') : undefined;
}

export const JOB_STATUSES = ['queued', 'starting', 'processing', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const videoLinksSchema = z.object({
  aspect: z.enum(ASPECTS),
  video_url: z.string(),
  poster_url: z.string().nullable(),
  captions_url: z.string().nullable(),
});

export type VideoLinks = z.infer<typeof videoLinksSchema>;

export const jobSchema = z.object({
  job_id: z.uuid(),
  status: z.enum(JOB_STATUSES),
  progress: z.int().min(0).max(100),
  /** Set only when status is succeeded. */
  video_url: z.string().nullable(),
  /** Beyond the spec: the poster image (JPEG) of the video; set only when status is succeeded. */
  poster_url: z.string().nullable(),
  /** Beyond the spec: the WebVTT captions of the narration; set only when status is succeeded. */
  captions_url: z.string().nullable(),
  /** Set only when status is failed or cancelled. */
  error: z.string().nullable(),
  /** Beyond the spec: one video per aspect asked for, in order; the first is video_url's. Empty until the job has succeeded. */
  videos: z.array(videoLinksSchema).meta({ description: 'One video per aspect asked for (aspects, else aspect), in that order; the first is video_url, poster_url and captions_url. Empty until the job has succeeded.' }),
  /**
   * Beyond the spec: while status is queued (waiting for render capacity), the job's place in the
   * queue, 1 being next; null otherwise. Jobs of other accounts may be placed ahead of it (fair share).
   */
  queue_position: z.int().min(1).nullable(),
});

export type JobView = z.infer<typeof jobSchema>;

export const priceSchema = z.object({
  planning: z.int().min(0),
  scenes: z.array(z.int().min(0)),
  clips: z
    .array(
      z.object({
        scene: z.int().min(0).meta({ description: 'The scene, from 0 in plan order.' }),
        model: z.string().meta({ description: 'The model that makes the clip (the model registry of docs/deploy.md), e.g. luma-ray2.' }),
        seconds: z.number().min(0).meta({ description: 'Seconds of clip asked for; a model that makes fixed lengths (5 s or 9 s) is paid for the whole clip.' }),
        credits: z.int().min(0).meta({ description: "The clip's part of its scene's price (already in `scenes`)." }),
      }),
    )
    .optional()
    .meta({ description: "The scenes a model makes a clip for (generated footage, presenters), with each clip's credits; absent when none is." }),
  compose: z.int().min(0),
  aspects: z
    .array(z.object({ aspect: z.enum(ASPECTS), credits: z.int().min(0) }))
    .meta({ description: 'What each aspect after the first adds (its own drawing and composition); empty for one aspect.' }),
  total: z.int().min(0),
});

/**
 * 200 answer to `dry_run: true` (beyond the spec): the plan and its price, nothing rendered or
 * charged. `credits_required` is what the same request would charge as `credits_used`.
 */
export const dryRunSchema = z.object({
  dry_run: z.literal(true),
  title: z.string(),
  scenes: z.int().min(1),
  scene_plan: z.array(sceneSchema),
  credits_required: z.int().min(0),
  price: priceSchema,
  reused_scenes: z.int().min(0).meta({ description: 'Scenes that would be copied from this account\'s renders of the last 7 days (charged the reduced price).' }),
  plan_notes: z.string().optional(),
});

export type DryRunView = z.infer<typeof dryRunSchema>;
