import type StripeSdk from "stripe";

/**
 * Stripe's SDK, loaded the first time a payment call needs it.
 *
 * It is the largest thing in the Worker's bundle (about 1 MB of source, against 0.2 MB for all
 * of our own code) and only the pass's four routes use it. Imported at the top, every isolate
 * compiled it and kept it: a game's room too, whose full garbage collections walk everything
 * the isolate keeps, and whose cold start (a room waking for a mark) evaluated it first
 * (docs/decisions/041-stripe-loaded-when-paid.md).
 */
let loaded: Promise<typeof StripeSdk> | undefined;

export function loadStripe(): Promise<typeof StripeSdk> {
  loaded ??= import("stripe").then((module) => module.default);
  return loaded;
}
