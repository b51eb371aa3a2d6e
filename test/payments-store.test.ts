import { describe, expect, it } from "vitest";
import { expectRefusal, newPerson, sendRaw, type Person } from "./support/api-client";
import {
  DAY_MS,
  fakeIntent,
  openIntent,
  paidIntent,
  paidUntilOf,
  PASS_MS,
  payIntent,
  sendAt,
  storePayment as storePaymentAt,
  stripeIntent,
} from "./support/stripe";

const NOW = Date.UTC(2026, 11, 1, 12);

const storePayment = (person: Person, paymentIntentId: string, now = NOW) => storePaymentAt(person, paymentIntentId, now);

describe("POST /api/v1/store-payment", () => {
  it("grants a 90-day pass for the caller's succeeded 500 usd intent", async () => {
    const { person, paymentIntentId } = await paidIntent();
    const reply = await storePayment(person, paymentIntentId);

    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ paid: true, paidUntil: NOW + PASS_MS });
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("grants once however often the payment is stored, even all at once", async () => {
    const { person, paymentIntentId } = await paidIntent();
    const replies = await Promise.all([1, 2, 3].map(() => storePayment(person, paymentIntentId)));
    const again = await storePayment(person, paymentIntentId, NOW + DAY_MS);

    for (const reply of [...replies, again]) expect(reply.status).toBe(200);
    expect(await paidUntilOf(person.uid)).toBe(NOW + PASS_MS);
  });

  it("adds 90 days to a current pass, and starts from now after an expired one", async () => {
    const current = await paidIntent();
    await storePayment(current.person, current.paymentIntentId);
    const next = await openIntent(current.person);
    await payIntent(next.paymentIntentId);
    await storePayment(current.person, next.paymentIntentId, NOW + 10 * DAY_MS);
    expect(await paidUntilOf(current.person.uid)).toBe(NOW + 2 * PASS_MS);

    const lapsed = await paidIntent();
    await storePayment(lapsed.person, lapsed.paymentIntentId);
    const later = NOW + PASS_MS + 30 * DAY_MS;
    const renewal = await openIntent(lapsed.person);
    await payIntent(renewal.paymentIntentId);
    await storePayment(lapsed.person, renewal.paymentIntentId, later);
    expect(await paidUntilOf(lapsed.person.uid)).toBe(later + PASS_MS);
  });

  it("refuses an intent that has not succeeded with 409 and grants nothing", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    const reply = await storePayment(person, paymentIntentId);

    expectRefusal(reply, 409, "PAYMENT_NOT_SUCCEEDED");
    expect(JSON.stringify(reply.body)).toContain("requires_payment_method");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it.each([
    ["a smaller amount", { amount: 100, currency: "usd" }],
    ["a larger amount", { amount: 50_000, currency: "usd" }],
    ["another currency", { amount: 500, currency: "eur" }],
  ])("refuses a succeeded intent of %s with 409 and grants nothing", async (_, price) => {
    const person = await newPerson();
    const intent = await fakeIntent({ ...price, status: "succeeded", metadata: { uid: person.uid } });

    expectRefusal(await storePayment(person, intent.id), 409, "PAYMENT_MISMATCH");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("refuses someone else's succeeded intent as not found, granting nobody", async () => {
    const { person: payer, paymentIntentId } = await paidIntent();
    const other = await newPerson();

    expectRefusal(await storePayment(other, paymentIntentId), 404, "PAYMENT_NOT_FOUND");
    expect(await paidUntilOf(other.uid)).toBeNull();
    expect(await paidUntilOf(payer.uid)).toBeNull();
  });

  it("answers an id Stripe does not know with the same 404", async () => {
    const person = await newPerson();
    expectRefusal(await storePayment(person, "pi_doesnotexist"), 404, "PAYMENT_NOT_FOUND");
  });

  it("refuses ids that are not PaymentIntent ids, and bodies without one, with 422", async () => {
    const person = await newPerson();
    for (const body of [{ paymentIntentId: "ch_123" }, { paymentIntentId: "pi_../../v1/charges" }, {}]) {
      expectRefusal(await sendAt(person, "POST", "/store-payment", body), 422, "VALIDATION_FAILED");
    }
    expectRefusal(await sendRaw(person, "POST", "/store-payment", "pi_123"), 400, "MALFORMED_JSON");
  });
});

describe("POST /api/v1/receipt-email", () => {
  it("sets the receipt address of the caller's intent and answers EMAIL_ADDED", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    const reply = await sendAt(person, "POST", "/receipt-email", {
      email: "  ann@example.test ",
      paymentIntentId,
    });

    expect(reply).toEqual({ status: 200, body: { data: { message: "EMAIL_ADDED" } } });
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBe("ann@example.test");
  });

  it("refuses someone else's intent as not found and leaves it alone", async () => {
    const owner = await newPerson();
    const { paymentIntentId } = await openIntent(owner);
    const other = await newPerson();
    const reply = await sendAt(other, "POST", "/receipt-email", { email: "x@example.test", paymentIntentId });

    expectRefusal(reply, 404, "PAYMENT_NOT_FOUND");
    expect((await stripeIntent(paymentIntentId)).receipt_email).toBeNull();
  });

  it("refuses an address that is not one with 422", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await openIntent(person);
    for (const email of ["", "ann", "ann@", `${"a".repeat(250)}@example.test`]) {
      const reply = await sendAt(person, "POST", "/receipt-email", { email, paymentIntentId });
      expectRefusal(reply, 422, "VALIDATION_FAILED");
    }
    expectRefusal(await sendAt(person, "POST", "/receipt-email", { email: 7, paymentIntentId }), 400, "INVALID_TYPE");
  });
});
