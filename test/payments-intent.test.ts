import { describe, expect, it } from "vitest";
import type { PassIntent } from "../shared/api-types";
import { expectRefusal, newPerson, send } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { sql } from "./support/db-snapshot";
import { intentsAtStripe, openIntent, paidUntilOf, payIntent, stripeIntent } from "./support/stripe";

describe("POST /api/v1/intent", () => {
  it("makes a card-only intent of 500 usd cents for the caller, named by their auth id", async () => {
    const person = await newPerson();
    const intent = await openIntent(person);

    expect(intent).toEqual({
      id: person.uid,
      secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_\w+$/),
    });
    const atStripe = await stripeIntent(intent.paymentIntentId);
    expect(atStripe).toMatchObject({
      amount: 500,
      currency: "usd",
      allowed_payment_method_types: ["card"],
      metadata: { uid: person.uid },
      client_secret: intent.secret,
      status: "requires_payment_method",
    });
  });

  it("ignores an amount sent by the client", async () => {
    const person = await newPerson();
    const reply = await send<{ data: PassIntent }>(person, "POST", "/intent", { amount: 1, currency: "jpy" });
    expect(reply.status).toBe(200);
    expect(await stripeIntent(reply.body.data.paymentIntentId)).toMatchObject({ amount: 500, currency: "usd" });
  });

  it("makes one intent when the caller submits twice at once, and reuses it afterwards", async () => {
    const person = await newPerson();
    const racing = await Promise.all([openIntent(person), openIntent(person), openIntent(person)]);
    const later = await openIntent(person);

    const ids = new Set([...racing, later].map((intent) => intent.paymentIntentId));
    expect(ids.size).toBe(1);
    expect(await intentsAtStripe(person.uid)).toHaveLength(1);
  });

  it("makes a new intent once the open one is paid, granting the pass the client never stored", async () => {
    const person = await newPerson();
    const first = await openIntent(person);
    await payIntent(first.paymentIntentId);

    const second = await openIntent(person);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await intentsAtStripe(person.uid)).toHaveLength(2);
    expect(await paidUntilOf(person.uid)).not.toBeNull();
  });

  it("does not hand out a paid intent that Stripe replays for a lost record", async () => {
    const person = await newPerson();
    const first = await openIntent(person);
    await payIntent(first.paymentIntentId);
    // As if writing the row had failed after Stripe made the intent: the same idempotency
    // key is sent again, and Stripe replays the intent as it was first created (unpaid).
    await sql("DELETE FROM pass_payments WHERE payment_intent_id = ?", first.paymentIntentId);

    const second = await openIntent(person);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await stripeIntent(second.paymentIntentId)).status).toBe("requires_payment_method");
    expect(await paidUntilOf(person.uid)).not.toBeNull();
  });

  it("gives different people different intents", async () => {
    const [ann, bob] = [await newPerson(), await newPerson()];
    const [annIntent, bobIntent] = await Promise.all([openIntent(ann), openIntent(bob)]);
    expect(annIntent.paymentIntentId).not.toBe(bobIntent.paymentIntentId);
  });

  it("needs a valid token", async () => {
    expectRefusal(await send(null, "POST", "/intent"), 401, "UNAUTHENTICATED");
  });

  it("answers 503 when Stripe cannot be reached, never a crash", async () => {
    // The outbound service knows no such host: every call fails as a broken network would.
    const response = await callWorker("/api/v1/intent", {
      method: "POST",
      token: (await newPerson()).token,
      env: { STRIPE_API_HOST: "stripe-down.test" },
    });
    expectRefusal({ status: response.status, body: await response.json() }, 503, "PAYMENTS_UNAVAILABLE");
  });
});
