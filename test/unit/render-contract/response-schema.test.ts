import { describe, expect, it } from 'vitest';
import { jobSchema, planNotesText, renderAccepted, renderAcceptedSchema } from '../../../lambdas/core/render/response-schema';

const jobId = '0b7f2f0e-4a8e-4c1e-9a53-2d7f3c1b9e11';

describe('§2.4 render response (202)', () => {
  it('has exactly the spec’s fields, with status starting, watermarked false and the poll path', () => {
    const body = renderAccepted({ jobId, title: 'Oat-milk latte', scenes: 4, creditsUsed: 58, reusedScenes: 0 });
    expect(body).toEqual({
      job_id: jobId, status: 'starting', title: 'Oat-milk latte', scenes: 4, credits_used: 58, reused_scenes: 0,
      watermarked: false, poll_url: `/v1/job/${jobId}`, note: expect.stringContaining('video.completed'),
    });
    expect(renderAcceptedSchema.parse(body)).toEqual(body);
  });

  it('plan_notes appears only when there are notes, as one string', () => {
    expect(renderAccepted({ jobId, title: 't', scenes: 1, creditsUsed: 1, reusedScenes: 0, planNotes: [] })).not.toHaveProperty('plan_notes');
    expect(renderAccepted({ jobId, title: 't', scenes: 1, creditsUsed: 1, reusedScenes: 0, planNotes: ['One.', 'Two.'] }).plan_notes).toBe('One. Two.');
    expect(planNotesText()).toBeUndefined();
  });
});

describe('§2.5 job', () => {
  it('progress is 0–100 and video_url, error are nullable', () => {
    const job = { job_id: jobId, status: 'processing', progress: 40, video_url: null, poster_url: null, captions_url: null, error: null, videos: [], queue_position: null };
    expect(jobSchema.parse(job)).toEqual(job);
    expect(jobSchema.safeParse({ ...job, progress: 101 }).success).toBe(false);
    expect(jobSchema.safeParse({ ...job, status: 'done' }).success).toBe(false);
  });
});
