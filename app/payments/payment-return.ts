import { ApiRequestError } from "../api/api-client";
import { PaymentFailed, passAfterPayment } from "./pass-after-payment";

/**
 * Back from a card check that redirects (3-D Secure): Stripe sends the browser to the
 * return_url with `?payment_intent=pi_…&payment_intent_client_secret=…&redirect_status=…`.
 */
export interface PaymentReturn {
  paymentIntentId: string;
  succeeded: boolean;
}

export function readPaymentReturn(url: string): PaymentReturn | null {
  const params = new URL(url).searchParams;
  const paymentIntentId = params.get("payment_intent");
  if (!paymentIntentId?.startsWith("pi_")) return null;
  return { paymentIntentId, succeeded: params.get("redirect_status") === "succeeded" };
}

/**
 * Completes the purchase as the Pay button does once Stripe says succeeded (the server checks
 * the intent with Stripe itself). Answers null once the pass is granted, else what to tell.
 */
export async function completePaymentReturn(returned: PaymentReturn): Promise<string | null> {
  if (!returned.succeeded) return new PaymentFailed(undefined).message;
  try {
    await passAfterPayment(returned.paymentIntentId);
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.body?.code === "PAYMENT_NOT_SUCCEEDED") {
      return new PaymentFailed(undefined).message;
    }
    return error instanceof Error ? error.message : String(error);
  }
}
