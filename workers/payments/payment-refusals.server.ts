import type StripeSdk from "stripe";
import { loadStripe } from "./stripe-sdk.server";
import { refusal } from "../../shared/refusal";

/**
 * Stripe's failures as our refusals (the refusals themselves: shared/refusal.ts).
 *
 * What a failed Stripe call means for our caller. A missing object is theirs to hear
 * about; Stripe being down or refusing our key is a 503 (and logged); anything else
 * is a bug of ours and stays an error (500).
 */
export function fromStripeError(error: unknown, Stripe: typeof StripeSdk): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.code === "resource_missing") return refusal("paymentNotFound");
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    console.error("Stripe refused our key:", error.message);
    return refusal("paymentsMisconfigured");
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    console.error("Stripe unavailable:", error.message);
    return refusal("paymentsUnavailable");
  }
  return error;
}

/** Runs a Stripe call, turning its failures into our refusals. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The SDK is loaded by now: the call was made with a client of it.
    throw fromStripeError(error, await loadStripe());
  }
}
