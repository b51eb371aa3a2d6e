import Stripe from "stripe";
import type { PassIntent, UserDetails } from "../../shared/api-types";
import { succeededEvent, type FakeIntent } from "../fixtures/stripe-fake-objects";
import type { TestClockBinding } from "../../workers/clock.server";
import { newPerson, type Person } from "./api-client";
import { callWorker } from "./call-worker";
import { sql } from "./db-snapshot";
import { testEnv } from "./test-env";

/**
 * Steering the Stripe fake (test/fixtures/stripe-fake.ts) and speaking Stripe's side of
 * the webhook. The fake runs in Node; tests reach it through the outbound service.
 */

const CONTROL = "http://stripe-control.test/control/payment_intents";
export const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one pass lasts (SPEC: 90 days). */
export const PASS_MS = 90 * DAY_MS;

export { succeededEvent, type FakeIntent };

/** An intent made directly at "Stripe", e.g. one our Worker would never make. */
export async function fakeIntent(fields: Partial<FakeIntent>): Promise<FakeIntent> {
  const response = await fetch(CONTROL, { method: "POST", body: JSON.stringify(fields) });
  return response.json<FakeIntent>();
}

/** The customer pays the intent (as Stripe.js confirming a good card would). */
export async function payIntent(id: string): Promise<FakeIntent> {
  return (await fetch(`${CONTROL}/${id}/succeed`, { method: "POST" })).json<FakeIntent>();
}

export async function stripeIntent(id: string): Promise<FakeIntent> {
  return (await fetch(`${CONTROL}/${id}`)).json<FakeIntent>();
}

/** Every intent "Stripe" holds for this Firebase uid. */
export async function intentsAtStripe(uid: string): Promise<FakeIntent[]> {
  return (await fetch(`${CONTROL}?uid=${encodeURIComponent(uid)}`)).json<FakeIntent[]>();
}

/** One API call as `person`, with the Worker's clock at `now` when given. */
export async function sendAt<T = unknown>(
  person: Person,
  method: string,
  path: string,
  body?: unknown,
  now?: number,
): Promise<{ status: number; body: T }> {
  const response = await callWorker(`/api/v1${path}`, {
    method,
    token: person.token,
    body,
    env: now === undefined ? {} : { TEST_NOW_MS: String(now) },
  });
  return { status: response.status, body: await response.json<T>() };
}

export async function openIntent(person: Person, now?: number): Promise<PassIntent> {
  const reply = await sendAt<{ data: PassIntent }>(person, "POST", "/intent", undefined, now);
  if (reply.status !== 200) throw new Error(`POST /intent: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** `person` (a new one unless given) opens a pass intent at `now` and pays it at "Stripe". */
export async function paidIntent(person?: Person, now?: number) {
  const payer = person ?? (await newPerson());
  const { paymentIntentId } = await openIntent(payer, now);
  const intent = await payIntent(paymentIntentId);
  return { person: payer, paymentIntentId, intent };
}

/** POST /store-payment as `person`, with the Worker's clock at `now` when given. */
export function storePayment(person: Person, paymentIntentId: string, now?: number) {
  return sendAt<{ data: UserDetails }>(person, "POST", "/store-payment", { paymentIntentId }, now);
}

/** Whether load-details says `person` has a current pass at `now`. */
export async function isPaid(person: Person, now: number): Promise<boolean> {
  const reply = await sendAt<{ data: UserDetails }>(person, "GET", "/user/load-details", undefined, now);
  return reply.body.data.paid;
}

/** What the webhook says it did with an event ("granted", "duplicate", "revoked", ...). */
export const outcomeOf = (reply: { body: unknown }) => (reply.body as { data: { outcome: string } }).data.outcome;

/** paid_until straight from D1. */
export async function paidUntilOf(uid: string): Promise<number | null> {
  const [row] = await sql<{ paid_until: number | null }>(
    "SELECT paid_until FROM users WHERE firebase_uid = ?",
    uid,
  );
  return row?.paid_until ?? null;
}

/** Stripe's signature header for this exact payload, made with the Worker's webhook secret. */
export function signPayload(
  payload: string,
  { timestampSeconds, secret = testEnv.STRIPE_WEBHOOK_SECRET }: { timestampSeconds?: number; secret?: string } = {},
): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp: timestampSeconds });
}

/** Posts a webhook delivery: the body exactly as given, with this signature header. */
export async function deliverWebhook(
  body: string,
  signature: string | null,
  env: Partial<Env & TestClockBinding> = {},
) {
  const response = await callWorker("/api/v1/stripe/webhook", {
    method: "POST",
    body,
    headers: signature === null ? {} : { "Stripe-Signature": signature },
    env,
  });
  return { status: response.status, body: await response.json<unknown>() };
}

/** Signs and delivers an event, as Stripe would. */
export async function sendEvent(event: object, now?: number) {
  const payload = JSON.stringify(event);
  const timestampSeconds = now === undefined ? undefined : Math.floor(now / 1000);
  const env = now === undefined ? {} : { TEST_NOW_MS: String(now) };
  return deliverWebhook(payload, await signPayload(payload, { timestampSeconds }), env);
}
