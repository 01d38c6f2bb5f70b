import { describe, expect, it } from 'vitest';
import { buildEnvelope, newDeliveryId, newEventId, serializeEnvelope } from '../../../lambdas/core/webhooks/envelope';

describe('payload envelope', () => {
  it('video.completed carries the job id, status and video_url inside {id, event, created_at, data}', () => {
    const envelope = buildEnvelope(
      'video.completed',
      { job_id: 'job-1', status: 'succeeded', video_url: 'https://cdn.example.com/v.mp4', error: null, videos: [] },
      new Date('2026-01-01T00:00:00Z'),
      'evt_1',
    );
    expect(JSON.parse(serializeEnvelope(envelope))).toEqual({
      id: 'evt_1',
      event: 'video.completed',
      created_at: '2026-01-01T00:00:00.000Z',
      data: { job_id: 'job-1', status: 'succeeded', video_url: 'https://cdn.example.com/v.mp4', error: null, videos: [] },
    });
  });

  it('event ids and delivery ids are unique and prefixed', () => {
    expect(newEventId()).toMatch(/^evt_[0-9a-f-]{36}$/);
    expect(newDeliveryId()).toMatch(/^dlv_[0-9a-f-]{36}$/);
    expect(newDeliveryId()).not.toBe(newDeliveryId());
    expect(buildEnvelope('ping', { hook_id: 'h', message: 'hi' }, new Date()).id).toMatch(/^evt_/);
  });
});
