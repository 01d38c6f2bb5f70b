import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventsCatalogue } from '../../../lambdas/core/webhooks/events';
import { eventsCatalogueSchema, type EventsCatalogue } from '../../../lambdas/core/webhooks/hook-responses';

describe('answers built outside zod match their schema', () => {
  // events.ts stays free of zod (the client package ships the verifier built on it), so its
  // type is held to the schema's here: `npm run typecheck` fails when they part.
  it('GET /api/webhooks/events: eventsCatalogue() has the schema type, and parses as itself', () => {
    expectTypeOf(eventsCatalogue()).toExtend<EventsCatalogue>();
    expectTypeOf<EventsCatalogue>().toExtend<ReturnType<typeof eventsCatalogue>>();
    expect(eventsCatalogueSchema.parse(eventsCatalogue())).toEqual(eventsCatalogue());
  });
});
