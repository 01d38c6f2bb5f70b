import * as z from 'zod';
import { PLANS } from './account/plans';
import { WEBHOOK_EVENTS } from './webhooks/events';

/**
 * The JSON body of every error (spec §7), declared once: `ApiError` may carry only these
 * extras, `errorBody` returns this shape, and the API document's error responses are built
 * from it. Kept apart from errors.ts so that handlers load zod only where they use it.
 */

/** The methods the API answers (routes are declared with all but HEAD, which every GET route also answers). */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const detailsSchema = z
  .object({
    retryAfter: z.int().min(0).optional(),
    balance: z.int().optional().meta({ description: 'INSUFFICIENT_CREDITS: the credits left.' }),
    cost: z.int().min(0).optional().meta({ description: 'REQUEST_COST_TOO_HIGH: what the render would cost.' }),
    limit: z.int().min(0).optional().meta({ description: 'REQUEST_COST_TOO_HIGH: the per-render limit; HOOK_LIMIT: webhooks per account.' }),
    scene_index: z.int().min(0).optional().meta({ description: 'The 0-based index of the scene at fault.' }),
    model: z.string().optional().meta({ description: 'UNSUPPORTED_MODEL: the model asked for.' }),
    available: z.array(z.string()).optional().meta({ description: 'UNSUPPORTED_MODEL: the models that scene type can use.' }),
    route: z.string().optional().meta({ description: 'PRODUCT_IMAGE_REQUIRED: the product format asked for.' }),
    brand_kit_id: z.string().optional(),
    voice_preset_id: z.string().optional(),
    avatar_preset_id: z.string().optional(),
  })
  .meta({ description: 'Extra context for some codes.' });

/** Everything an error may carry beside `error` and `code`. */
export const errorExtrasSchema = z.object({
  detail: z.string().optional().meta({ description: 'Validation failures only: every problem as `field: message`, joined by `; `.' }),
  details: detailsSchema.optional(),
  retryAfter: z
    .int()
    .min(0)
    .optional()
    .meta({ description: 'RATE_LIMITED: whole seconds to wait (also in `details.retryAfter` and the Retry-After header).' }),
  feature: z.literal('api').optional().meta({ description: 'PLAN_UPGRADE_REQUIRED: the feature that needs the Agency plan.' }),
  plan: z.enum(PLANS).optional().meta({ description: "PLAN_UPGRADE_REQUIRED: the account's plan." }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).optional().meta({ description: 'UNKNOWN_EVENT: the subscribable event names.' }),
  allowed: z.array(z.enum(HTTP_METHODS)).optional().meta({ description: 'METHOD_NOT_ALLOWED: the methods the path answers.' }),
});

export type ErrorExtras = z.infer<typeof errorExtrasSchema>;

export const errorBodySchema = z.object({
  error: z.string().meta({ description: 'Human-readable message; wording may change, do not match on it.' }),
  code: z.string().optional().meta({ description: 'Stable upper-case code; branch on it. Absent on some errors: branch on the status there.' }),
  ...errorExtrasSchema.shape,
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
