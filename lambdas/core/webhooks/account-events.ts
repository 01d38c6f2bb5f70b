/**
 * The account events of §6 besides `video.*`, and when each fires (the spec
 * leaves the triggers open; docs/webhooks.md "When events fire" is the contract).
 * Each returns the envelopes to publish; ids are derived from what happened, so
 * a command that is run again after a crash publishes the same ids and each
 * hook still gets one delivery.
 */
import type { Plan } from '../account/plans';
import { stableEventId } from '../events/event-publisher';
import { buildEnvelope, type WebhookEnvelope } from './envelope';

/** `credits.low` fires when a charge takes the balance from this or more to below it. */
export const CREDITS_LOW_THRESHOLD = 50;

/** The free plan is no subscription; every other plan is a paid one. */
const isPaid = (plan: Plan) => plan !== 'free';

/** `admin account create`: the account exists. */
export function signupEvent(userId: string, email: string, createdAt: Date): WebhookEnvelope {
  return buildEnvelope('user.signup', { user_id: userId, email }, createdAt, stableEventId('user.signup', userId));
}

/** The account's first render that succeeds: it has a video. Fires once per account. */
export function onboardedEvent(userId: string, at: Date): WebhookEnvelope {
  return buildEnvelope('user.onboarded', { user_id: userId }, at, stableEventId('user.onboarded', userId));
}

/** `admin credits grant`; `grantId` names the grant (one per command run). */
export function creditsPurchasedEvent(userId: string, grant: { grantId: string; added: number; balance: number }, at: Date): WebhookEnvelope {
  return buildEnvelope(
    'credits.purchased',
    { user_id: userId, credits_added: grant.added, balance: grant.balance },
    at,
    stableEventId('credits.purchased', userId, grant.grantId),
  );
}

/**
 * After a charge (`chargeId`: the job or the request that spent the credits):
 * `credits.low` when the balance crossed below the threshold with this charge.
 * Staying below it does not fire again until a grant lifts the balance back up.
 */
export function creditsLowEvents(userId: string, charge: { chargeId: string; before: number; after: number }, at: Date): WebhookEnvelope[] {
  if (!(charge.before >= CREDITS_LOW_THRESHOLD && charge.after < CREDITS_LOW_THRESHOLD)) return [];
  return [
    buildEnvelope(
      'credits.low',
      { user_id: userId, balance: charge.after, threshold: CREDITS_LOW_THRESHOLD },
      at,
      stableEventId('credits.low', userId, charge.chargeId),
    ),
  ];
}

/**
 * `admin account set-plan`: leaving a paid plan cancels that subscription, and
 * moving to a paid plan creates one, so a change between two paid plans sends both.
 */
export function planChangeEvents(userId: string, change: { before: Plan; after: Plan; changeId: string }, at: Date): WebhookEnvelope[] {
  if (change.before === change.after) return [];
  const events: WebhookEnvelope[] = [];
  if (isPaid(change.before)) {
    events.push(buildEnvelope('subscription.canceled', { user_id: userId, plan: change.before }, at, stableEventId('subscription.canceled', userId, change.changeId)));
  }
  if (isPaid(change.after)) {
    events.push(buildEnvelope('subscription.created', { user_id: userId, plan: change.after }, at, stableEventId('subscription.created', userId, change.changeId)));
  }
  return events;
}
