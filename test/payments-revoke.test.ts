import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { type Person } from "./support/api-client";
import {
  DAY_MS,
  deliverWebhook,
  isPaid,
  outcomeOf,
  paidIntent,
  paidUntilOf,
  PASS_MS,
  sendEvent,
  signPayload,
  storePayment,
  succeededEvent,
} from "./support/stripe";

const NOW = Date.UTC(2026, 11, 24, 18);

/** An event as Stripe sends it, around `object`. */
function stripeEvent(type: string, object: object) {
  return {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(NOW / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

const refunded = (paymentIntentId: string | null, { full = true } = {}) =>
  stripeEvent("charge.refunded", {
    id: `ch_${crypto.randomUUID().slice(0, 12)}`,
    object: "charge",
    amount: 500,
    amount_refunded: full ? 500 : 200,
    currency: "usd",
    payment_intent: paymentIntentId,
    refunded: full,
  });

const disputed = (paymentIntentId: string) =>
  stripeEvent("charge.dispute.created", {
    id: `dp_${crypto.randomUUID().slice(0, 12)}`,
    object: "dispute",
    amount: 500,
    currency: "usd",
    charge: "ch_disputed",
    payment_intent: paymentIntentId,
    reason: "fraudulent",
    status: "needs_response",
  });

/** A person whose pass this payment granted through Stripe's webhook, at NOW. */
async function paidPass(person?: Person) {
  const { person: payer, intent } = await paidIntent(person, NOW);
  expect(outcomeOf(await sendEvent(succeededEvent(intent), NOW))).toBe("granted");
  return { person: payer, intent };
}

describe("refunds and disputes take back the pass their payment granted", () => {
  it("a full refund ends the pass", async () => {
    const { person, intent } = await paidPass();
    const reply = await sendEvent(refunded(intent.id), NOW + DAY_MS);
    expect(reply.status).toBe(200);
    expect(outcomeOf(reply)).toBe("revoked");
    expect(await paidUntilOf(person.uid)).toBe(NOW);
    expect(await isPaid(person, NOW + DAY_MS)).toBe(false);
  });

  it("a dispute ends the pass", async () => {
    const { person, intent } = await paidPass();
    expect(outcomeOf(await sendEvent(disputed(intent.id), NOW + DAY_MS))).toBe("revoked");
    expect(await isPaid(person, NOW + DAY_MS)).toBe(false);
  });

  it("takes back only that payment's 90 days when another pass was bought on top", async () => {
    const { person, intent: first } = await paidPass();
    await paidPass(person);
    expect(await paidUntilOf(person.uid)).toBe(NOW + 2 * PASS_MS);
    await sendEvent(refunded(first.id), NOW + DAY_MS);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("takes back once, however many events say so and however they arrive", async () => {
    const { person, intent } = await paidPass();
    const refund = refunded(intent.id);
    const replies = await Promise.all([
      sendEvent(refund, NOW + DAY_MS),
      sendEvent(refunded(intent.id), NOW + DAY_MS),
      sendEvent(disputed(intent.id), NOW + DAY_MS),
    ]);
    expect(replies.map(outcomeOf).sort()).toEqual(["already-revoked", "already-revoked", "revoked"]);
    expect(outcomeOf(await sendEvent(refund, NOW + DAY_MS))).toBe("duplicate");
    expect(await paidUntilOf(person.uid)).toBe(NOW);
  });

  it("a payment refunded before its grant arrived never grants", async () => {
    const { person, paymentIntentId, intent } = await paidIntent(undefined, NOW);
    expect(outcomeOf(await sendEvent(refunded(intent.id), NOW))).toBe("revoked");

    expect(outcomeOf(await sendEvent(succeededEvent(intent), NOW))).toBe("already-granted");
    await storePayment(person, paymentIntentId, NOW);
    expect(await isPaid(person, NOW)).toBe(false);
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("keeps the pass for a partial refund and for a charge of no payment of ours", async () => {
    const { person, intent } = await paidPass();
    expect(outcomeOf(await sendEvent(refunded(intent.id, { full: false }), NOW + DAY_MS))).toBe("ignored");
    expect(outcomeOf(await sendEvent(refunded(null), NOW + DAY_MS))).toBe("not-a-pass");
    expect(outcomeOf(await sendEvent(refunded("pi_unknown"), NOW + DAY_MS))).toBe("not-a-pass");
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("refuses a refund event that Stripe did not sign, and keeps the pass", async () => {
    const { person, intent } = await paidPass();
    const payload = JSON.stringify(refunded(intent.id));
    const forged = await signPayload(payload, { secret: "whsec_someone_else", timestampSeconds: Math.floor(NOW / 1000) });
    const reply = await deliverWebhook(payload, forged, { TEST_NOW_MS: String(NOW) });
    expect(reply.status).toBe(400);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });
});
