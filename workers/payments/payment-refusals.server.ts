import Stripe from "stripe";
import { REFUSAL_MESSAGES as say } from "../../shared/refusal-messages";
import { refuse } from "../../shared/refusal";

/**
 * Every way the payment API says no (docs/api.md). Messages (shared/refusal-messages.ts) are
 * shown to people under the paywall's form, so they say what happened, not how we work.
 */

export const paymentsNotConfigured = () =>
  refuse("unavailable", "PAYMENTS_NOT_CONFIGURED", "payment", say.paymentsNotConfigured);

export const paymentsMisconfigured = () =>
  refuse("unavailable", "PAYMENTS_MISCONFIGURED", "payment", say.paymentsMisconfigured);

export const paymentsUnavailable = () =>
  refuse("unavailable", "PAYMENTS_UNAVAILABLE", "payment", say.paymentsUnavailable);

/** Unknown to Stripe, or someone else's: the same answer, so ids cannot be probed. */
export const paymentNotFound = () =>
  refuse("not-found", "PAYMENT_NOT_FOUND", "paymentIntentId", say.paymentNotFound);

export const paymentNotSucceeded = (status: string) =>
  refuse("conflict", "PAYMENT_NOT_SUCCEEDED", "paymentIntentId", say.paymentNotSucceeded(status));

export const paymentNotForPass = () =>
  refuse("conflict", "PAYMENT_MISMATCH", "paymentIntentId", say.paymentNotForPass);

export const invalidWebhookSignature = () =>
  refuse("malformed", "INVALID_SIGNATURE", "stripe-signature", say.invalidWebhookSignature);

/**
 * What a failed Stripe call means for our caller. A missing object is theirs to hear
 * about; Stripe being down or refusing our key is a 503 (and logged); anything else
 * is a bug of ours and stays an error (500).
 */
export function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.code === "resource_missing") return paymentNotFound();
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    console.error("Stripe refused our key:", error.message);
    return paymentsMisconfigured();
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    console.error("Stripe unavailable:", error.message);
    return paymentsUnavailable();
  }
  return error;
}

/** Runs a Stripe call, turning its failures into our refusals. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromStripeError(error);
  }
}
