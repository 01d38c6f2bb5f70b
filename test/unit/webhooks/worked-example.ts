/** The worked example of docs/webhooks.md; the expected signature was computed with openssl. */
export const WORKED_EXAMPLE = {
  secret: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  timestamp: 1767225600,
  body:
    '{"id":"evt_3f1c2a9e-8b4d-4e21-9c57-0d6a1b2c3d4e","event":"video.completed","created_at":"2026-01-01T00:00:00.000Z",' +
    '"data":{"job_id":"6b1f0c2e-4a5d-4f3b-8e9a-1c2d3e4f5a6b","status":"succeeded","video_url":"https://cdn.example.com/videos/6b1f0c2e.mp4","error":null}}',
  signature: 'sha256=c6dafc28467e4b00a64084ca3c291e35dd6ba9350f61588cdedc3da8d28ca29e',
  /** The Standard Webhooks headers of the same attempt (openssl with `-macopt hexkey:<secret>`, then base64). */
  deliveryId: 'dlv_0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  standardSignature: 'v1,AO3lGBkJPJvl7j6aV9fssl72nEHJ2MvN94Ege9q6bTc=',
  standardSecret: 'whsec_ASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4mrze8=',
} as const;
