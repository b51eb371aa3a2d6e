import Stripe from "stripe";
import { ApiError } from "../api/api-error";

/**
 * Every way the payment API says no (docs/api.md). Messages are shown to people under
 * the paywall's form, so they say what happened, not how we work.
 */

export const paymentsNotConfigured = () =>
  new ApiError(503, "PAYMENTS_NOT_CONFIGURED", {
    payment: ["Payments are not configured on this server."],
  });

export const paymentsMisconfigured = () =>
  new ApiError(503, "PAYMENTS_MISCONFIGURED", {
    payment: ["Payments are unavailable because the server is misconfigured."],
  });

export const paymentsUnavailable = () =>
  new ApiError(503, "PAYMENTS_UNAVAILABLE", {
    payment: ["The payment provider could not be reached. Please try again."],
  });

/** Unknown to Stripe, or someone else's: the same answer, so ids cannot be probed. */
export const paymentNotFound = () =>
  new ApiError(404, "PAYMENT_NOT_FOUND", {
    paymentIntentId: ["No payment of yours has this id."],
  });

export const paymentNotSucceeded = (status: string) =>
  new ApiError(409, "PAYMENT_NOT_SUCCEEDED", {
    paymentIntentId: [`The payment has not succeeded (its status is ${status}).`],
  });

export const paymentNotForPass = () =>
  new ApiError(409, "PAYMENT_MISMATCH", {
    paymentIntentId: ["This payment is not a $5 pass."],
  });

export const invalidWebhookSignature = () =>
  new ApiError(400, "INVALID_SIGNATURE", {
    "stripe-signature": ["The signature does not match the body, or the event is too old."],
  });

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
