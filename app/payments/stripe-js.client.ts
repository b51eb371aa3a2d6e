import type { Stripe } from "@stripe/stripe-js";

let stripePromise: Promise<Stripe> | undefined;

/**
 * Stripe.js, for the paywall only: the `pure` loader adds Stripe's script to the page when
 * called, not when imported, and this module is itself imported on demand, so no other
 * page downloads or runs any of it.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  stripePromise ??= import("@stripe/stripe-js/pure").then(async ({ loadStripe }) => {
    const stripe = await loadStripe(publishableKey);
    if (!stripe) throw new Error("Stripe.js cannot run here");
    return stripe;
  });
  // A failed load (a flaky connection) may be tried again on the next visit.
  stripePromise.catch(() => {
    stripePromise = undefined;
  });
  return stripePromise;
}
