import type Stripe from "stripe";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { grantPass, recordEvent, wasEventHandled } from "./grant-pass.server";
import { intentOwner, passPaymentProblem } from "./pass-payment.server";
import { revokePass } from "./revoke-pass.server";
import { loadStripe } from "./stripe-sdk.server";

export type WebhookOutcome =
  | "granted"
  | "already-granted"
  | "revoked"
  | "already-revoked"
  | "duplicate"
  | "not-a-pass"
  | "ignored";

/**
 * POST /stripe/webhook. The signature covers the exact bytes Stripe sent, so `rawBody` is
 * the body as received (never parsed and re-serialised), and an event older than Stripe's
 * tolerance (5 minutes, by our clock) is refused like a forged one: 400.
 */
export async function handleStripeWebhook(
  db: Database,
  webhookSecret: string,
  rawBody: string,
  signature: string,
  now: number,
): Promise<WebhookOutcome> {
  const StripeSdk = await loadStripe();
  let event: Stripe.Event;
  try {
    // Signatures are checked with Web Crypto: a Worker has no node:crypto HMAC of Stripe's kind.
    event = await StripeSdk.webhooks.constructEventAsync(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      StripeSdk.createSubtleCryptoProvider(),
      now,
    );
  } catch (error) {
    if (error instanceof StripeSdk.errors.StripeSignatureVerificationError) {
      throw refusal("invalidWebhookSignature");
    }
    throw error;
  }

  // Stripe delivers at least once; a delivery we have handled is acknowledged, not redone.
  if (await wasEventHandled(db, event.id)) return "duplicate";
  const outcome = await handleEvent(db, event, now);
  await recordEvent(db, event, now);
  return outcome;
}

async function handleEvent(db: Database, event: Stripe.Event, now: number): Promise<WebhookOutcome> {
  const revoked = revokedPaymentOf(event);
  if (revoked !== undefined) {
    return revoked === null ? "not-a-pass" : revokePass(db, revoked, now);
  }
  if (event.type !== "payment_intent.succeeded") return "ignored";
  const intent = event.data.object;
  const owner = intentOwner(intent);
  const problem = owner ? passPaymentProblem(intent, owner) : null;
  if (!owner || problem) {
    // Acknowledged all the same: Stripe retrying it for days would not make it a pass.
    console.warn(`Stripe event ${event.id}: ${intent.id} is not a pass payment`);
    return "not-a-pass";
  }
  const { granted } = await grantPass(db, { firebaseUid: owner, paymentIntentId: intent.id, now });
  return granted ? "granted" : "already-granted";
}

/**
 * The PaymentIntent whose pass an event takes back: a charge refunded in full (a partial
 * refund is a goodwill gesture and keeps the pass), or any dispute opened. Undefined for
 * other events; null when the charge belongs to no PaymentIntent (never one of ours).
 */
function revokedPaymentOf(event: Stripe.Event): string | null | undefined {
  if (event.type === "charge.refunded") {
    const charge = event.data.object;
    if (!charge.refunded) return undefined;
    return idOf(charge.payment_intent);
  }
  if (event.type === "charge.dispute.created") return idOf(event.data.object.payment_intent);
  return undefined;
}

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === "string" ? value : value.id;
