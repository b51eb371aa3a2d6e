import { describe, expect, it } from "vitest";
import { expectRefusal, newPerson } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { openIntent, paidUntilOf } from "./support/stripe";

const PAYMENT_CALLS: Array<[path: string, body: unknown]> = [
  ["/intent", undefined],
  ["/receipt-email", { email: "ann@example.test", paymentIntentId: "pi_123" }],
  ["/store-payment", { paymentIntentId: "pi_123" }],
];

async function call(path: string, body: unknown, env: Partial<Env>, token?: string) {
  const response = await callWorker(`/api/v1${path}`, { method: "POST", body, env, token });
  return { status: response.status, body: await response.json() };
}

describe("payments configuration", () => {
  it("answers 503 PAYMENTS_NOT_CONFIGURED on every payment call without Stripe keys", async () => {
    const person = await newPerson();
    const noKeys = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };
    for (const [path, body] of PAYMENT_CALLS) {
      expectRefusal(await call(path, body, noKeys, person.token), 503, "PAYMENTS_NOT_CONFIGURED");
    }
    expectRefusal(await call("/stripe/webhook", "{}", noKeys), 503, "PAYMENTS_NOT_CONFIGURED");
    expect(await paidUntilOf(person.uid)).toBeNull();
  });

  it("treats a missing webhook secret as not configured too", async () => {
    const person = await newPerson();
    const reply = await call("/intent", undefined, { STRIPE_WEBHOOK_SECRET: "" }, person.token);
    expectRefusal(reply, 503, "PAYMENTS_NOT_CONFIGURED");
  });

  it("refuses to point a production Worker's Stripe client anywhere but api.stripe.com", async () => {
    const production = { ENVIRONMENT: "production", FIREBASE_AUTH_EMULATOR_HOST: "" };
    const overrides: Array<Partial<Env>> = [
      { STRIPE_API_PROTOCOL: "http" },
      { STRIPE_API_HOST: "127.0.0.1" },
      { STRIPE_API_PORT: "12111" },
    ];
    const person = await newPerson();
    for (const override of overrides) {
      const env = { ...production, ...override };
      expectRefusal(await call("/intent", undefined, env, person.token), 503, "PAYMENTS_MISCONFIGURED");
      expectRefusal(await call("/stripe/webhook", "{}", env), 503, "PAYMENTS_MISCONFIGURED");
    }
  });

  it("lets a production Worker use Stripe's own host", async () => {
    const person = await newPerson();
    const reply = await call("/intent", undefined, { ENVIRONMENT: "production", FIREBASE_AUTH_EMULATOR_HOST: "" }, person.token);
    expect(reply.status).toBe(200);
  });

  it("honours the API override off production (the end-to-end tests' fake)", async () => {
    // Same fake, reached under another name: the override is what the SDK used.
    const person = await newPerson();
    const reply = await call("/intent", undefined, { STRIPE_API_HOST: "stripe-control.test", STRIPE_API_PROTOCOL: "http" }, person.token);
    expect(reply.status).toBe(200);
    expect((await openIntent(person)).paymentIntentId).toBe((reply.body as { data: { paymentIntentId: string } }).data.paymentIntentId);
  });
});
