import type Stripe from "stripe";
import { PASS_CURRENCY, PASS_PRICE_CENTS } from "../../shared/constants";
import { refusal, type Refusal } from "../../shared/refusal";

/** The Firebase uid a pass intent was made for (we set it when creating the intent). */
export function intentOwner(intent: Stripe.PaymentIntent): string | null {
  return intent.metadata?.uid || null;
}

/**
 * Why this PaymentIntent does not buy `uid` a pass, or null if it does: it must be
 * theirs, be exactly the pass (500 usd cents, so a cheaper intent made some other way
 * cannot be redeemed) and have succeeded. Stripe's copy is the truth, never the client's.
 */
export function passPaymentProblem(intent: Stripe.PaymentIntent, uid: string): Refusal | null {
  if (intentOwner(intent) !== uid) return refusal("paymentNotFound");
  if (intent.amount !== PASS_PRICE_CENTS || intent.currency !== PASS_CURRENCY) {
    return refusal("paymentNotForPass");
  }
  if (intent.status !== "succeeded") return refusal("paymentNotSucceeded", intent.status);
  return null;
}
