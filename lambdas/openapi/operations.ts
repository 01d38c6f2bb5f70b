/**
 * The shape of what the API document says about an operation (its name, prose, parameters, body
 * and success answers), declared with each route in lambdas/routes.ts, and the pieces several
 * operations share. Every schema is the zod schema the service itself validates or answers with.
 */
import * as z from 'zod';

export const TAGS = [
  { name: 'Render', description: 'Start renders, follow them, and read the account they are charged to.' },
  { name: 'Webhook management', description: 'Subscribe URLs to events; every delivery is signed (see Webhooks below for each event).' },
  { name: 'Reference', description: 'This document and the page that shows it; no key needed.' },
] as const;

type Tag = (typeof TAGS)[number]['name'];

export interface Answer {
  description: string;
  schema: z.ZodType;
  /** Every answer is JSON except the docs page and its script. */
  contentType?: 'text/html' | 'text/javascript';
}

/** A named request body; the first of an operation is what the reference page's console sends unless edited. */
export interface RequestExample {
  summary: string;
  value: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tag: Tag;
  path?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Every operation with a body has examples; a test holds each to `body`, and the browser test sends the first render one to the API. */
  examples?: Readonly<Record<string, RequestExample>>;
  answers: Readonly<Record<number, Answer>>;
}

/** The path parameters of the job and hook routes. */
export const JOB_ID = z.object({ id: z.uuid().meta({ description: 'The `job_id` of the render.', example: '5b1e7c3a-2f4d-4a8b-9c6e-0d1f2a3b4c5d' }) });
export const HOOK_ID = z.object({ id: z.string().meta({ description: 'The webhook id.', example: '3c9f2d7a-6b1e-4f08-9a2d-5e7c1b0a4f36' }) });

/** The README's worked example: three scenes, the second generated footage. */
const SPRING_SALE_PLAN = [
  { type: 'motion', prompt: 'Spring sale', script: 'Spring is here.', role: 'hook', duration_sec: 4 },
  { type: 't2v_fast', prompt: 'Sunlit cafe terrace with fresh pastries', script: 'Fresh pastries every morning.', duration_sec: 5 },
  { type: 'motion', prompt: '20% off all week', script: 'Twenty percent off, all week.', role: 'cta', duration_sec: 4 },
];

/** The render examples, the harmless one first: sent unchanged from the console it prices a plan and charges nothing. */
export const RENDER_EXAMPLES = {
  dryRun: {
    summary: 'Price a scene plan without rendering (dry run: nothing charged)',
    value: { dry_run: true, title: 'Spring sale', aspect: '9:16', scene_plan: SPRING_SALE_PLAN },
  },
  scenePlan: {
    summary: 'Render your own scene plan',
    value: { title: 'Spring sale', aspect: '9:16', quality: 'draft', scene_plan: SPRING_SALE_PLAN },
  },
  brief: {
    summary: 'Render from a brief: the service plans the scenes and writes the narration',
    value: {
      brief: 'A 20-second ad for our oat-milk latte, upbeat. Made with barista oat milk and a double shot. Rated 4.9 by 2,000 regulars. Ends with "Order in the app".',
      brand_name: 'Oat & Co',
      category: 'coffee',
      aspect: '9:16',
    },
  },
  training: {
    summary: 'A 60-second 16:9 training video from a brief',
    value: { brief: 'How to reset your password in the Acme app, step by step.', kind: 'training', duration_sec: 60, aspect: '16:9', quality: 'standard' },
  },
} as const satisfies Record<string, RequestExample>;

export const IDEMPOTENCY_KEY = 'Idempotency-Key';
