import { describe, expect, it } from "vitest";
import { expectRefusal, newPerson } from "./support/api-client";
import { openIntent, payIntent, sendAt, stripeIntent } from "./support/stripe";

const receiptEmail = (person: Awaited<ReturnType<typeof newPerson>>, email: string, paymentIntentId: string) =>
  sendAt(person, "POST", "/receipt-email", { email, paymentIntentId });

describe("POST /api/v1/receipt-email: one address per intent, before confirmation", () => {
  it("takes the same address again (a declined card tried again), whatever its case", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    expect((await receiptEmail(person, "ann@example.test", paymentIntentId)).status).toBe(200);
    expect((await receiptEmail(person, " Ann@Example.test ", paymentIntentId)).status).toBe(200);
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBe("ann@example.test");
  });

  it("refuses another address once one is set, and Stripe keeps the first", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    await receiptEmail(person, "ann@example.test", paymentIntentId);
    for (const email of ["victim@example.test", "victim2@example.test"]) {
      expectRefusal(await receiptEmail(person, email, paymentIntentId), 409, "RECEIPT_EMAIL_ALREADY_SET");
    }
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBe("ann@example.test");
  });

  it("refuses any address after the payment is confirmed, and leaves it to be set on a new intent", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    await payIntent(paymentIntentId);
    expectRefusal(await receiptEmail(person, "victim@example.test", paymentIntentId), 409, "PAYMENT_ALREADY_CONFIRMED");
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBeNull();
    // Refused before Stripe heard of it: still nothing set here either, so not "already set".
    expectRefusal(await receiptEmail(person, "other@example.test", paymentIntentId), 409, "PAYMENT_ALREADY_CONFIRMED");
  });

  it("of two different addresses sent at once, exactly one is taken", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    const replies = await Promise.all(
      ["one@example.test", "two@example.test"].map((email) => receiptEmail(person, email, paymentIntentId)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies[0]!.status === 200 ? "one@example.test" : "two@example.test";
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBe(winner);
  });
});
