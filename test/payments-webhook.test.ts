import { describe, expect, it } from "vitest";
import { expectRefusal, newPerson } from "./support/api-client";
import { sql } from "./support/db-snapshot";
import {
  DAY_MS,
  deliverWebhook,
  fakeIntent,
  openIntent,
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
const atNow = { TEST_NOW_MS: String(NOW) };
const nowSeconds = Math.floor(NOW / 1000);

/** A person's pass intent, paid at "Stripe", and Stripe's event saying so. */
async function paidIntentEvent() {
  const { person, intent } = await paidIntent();
  return { person, intent, event: succeededEvent(intent) };
}

describe("POST /api/v1/stripe/webhook", () => {
  it("grants the pass for a signed payment_intent.succeeded", async () => {
    const { person, event } = await paidIntentEvent();
    const reply = await sendEvent(event, NOW);

    expect(reply.status).toBe(200);
    expect(outcomeOf(reply)).toBe("granted");
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("acts once on an event delivered three times", async () => {
    const { person, event } = await paidIntentEvent();
    const replies = [await sendEvent(event, NOW), await sendEvent(event, NOW + 1000), await sendEvent(event, NOW + 2000)];

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.map(outcomeOf)).toEqual(["granted", "duplicate", "duplicate"]);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
    expect(await sql("SELECT id FROM stripe_events WHERE id = ?", event.id)).toHaveLength(1);
  });

  it("grants once for different events of one payment delivered at the same moment", async () => {
    const { person, intent } = await paidIntentEvent();
    const events = [succeededEvent(intent), succeededEvent(intent), succeededEvent(intent)];
    const replies = await Promise.all(events.map((event) => sendEvent(event, NOW)));

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(replies.map(outcomeOf).sort()).toEqual(["already-granted", "already-granted", "granted"]);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("grants once when the webhook and store-payment arrive together", async () => {
    const { person, intent, event } = await paidIntentEvent();
    const [hook, stored] = await Promise.all([
      sendEvent(event, NOW),
      storePayment(person, intent.id, NOW),
    ]);

    expect([hook.status, stored.status]).toEqual([200, 200]);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
    const later = await storePayment(person, intent.id, NOW + DAY_MS);
    expect(later.status).toBe(200);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("refuses a signature made with another secret with 400 and grants nothing", async () => {
    const { person, event } = await paidIntentEvent();
    const payload = JSON.stringify(event);
    const forged = await signPayload(payload, { secret: "whsec_not_ours", timestampSeconds: nowSeconds });

    expectRefusal(await deliverWebhook(payload, forged, atNow), 400, "INVALID_SIGNATURE");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("refuses a delivery without a signature, or with a garbled one, with 400", async () => {
    const { person, event } = await paidIntentEvent();
    const payload = JSON.stringify(event);
    for (const signature of [null, "", "t=123", `t=${nowSeconds},v1=deadbeef`, "nonsense"]) {
      expectRefusal(await deliverWebhook(payload, signature, atNow), 400, "INVALID_SIGNATURE");
    }
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("refuses an event signed more than 5 minutes ago with 400, by the Worker's clock", async () => {
    const { person, event } = await paidIntentEvent();
    const payload = JSON.stringify(event);
    const old = await signPayload(payload, { timestampSeconds: nowSeconds - 301 });
    const recent = await signPayload(payload, { timestampSeconds: nowSeconds - 299 });

    expectRefusal(await deliverWebhook(payload, old, atNow), 400, "INVALID_SIGNATURE");
    expect(await paidUntilOf(person.uid)).toBeNull();
    expect((await deliverWebhook(payload, recent, atNow)).status).toBe(200);
  });

  it("refuses a body re-serialised after signing with 400", async () => {
    const { person, event } = await paidIntentEvent();
    const signedPayload = JSON.stringify(event, null, 2);
    const signature = await signPayload(signedPayload, { timestampSeconds: nowSeconds });

    expectRefusal(await deliverWebhook(JSON.stringify(event), signature, atNow), 400, "INVALID_SIGNATURE");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("acknowledges, without granting, a succeeded intent that is not a pass", async () => {
    const person = await newPerson();
    const cheap = await fakeIntent({ amount: 100, status: "succeeded", metadata: { uid: person.uid } });
    const euro = await fakeIntent({ amount: 500, currency: "eur", status: "succeeded", metadata: { uid: person.uid } });
    const nobodys = await fakeIntent({ amount: 500, status: "succeeded" });

    for (const intent of [cheap, euro, nobodys]) {
      const reply = await sendEvent(succeededEvent(intent), NOW);
      expect(reply.status).toBe(200);
      expect(outcomeOf(reply)).toBe("not-a-pass");
    }
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("does not grant for an event that claims success for an intent still unpaid", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    const unpaid = await fakeIntent({ amount: 500, metadata: { uid: person.uid } });
    const reply = await sendEvent(succeededEvent({ ...unpaid, id: paymentIntentId }), NOW);

    expect(outcomeOf(reply)).toBe("not-a-pass");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("acknowledges other event types and changes nothing", async () => {
    const { person, intent } = await paidIntentEvent();
    const reply = await sendEvent({ ...succeededEvent(intent), type: "payment_intent.created" }, NOW);

    expect(reply.status).toBe(200);
    expect(outcomeOf(reply)).toBe("ignored");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("accepts events larger than the API's 16 KiB body limit", async () => {
    const { person, intent } = await paidIntentEvent();
    const event = { ...succeededEvent(intent), padding: "x".repeat(40 * 1024) };

    expect((await sendEvent(event, NOW)).status).toBe(200);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });
});
