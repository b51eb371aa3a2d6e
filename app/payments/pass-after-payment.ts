import type { UserDetails } from "../../shared/api-types";
import { storePayment } from "./payment-api";

/** A payment that did not reach status succeeded: SPEC §8's 'Payment failed'. */
export class PaymentFailed extends Error {
  constructor(detail: string | undefined) {
    super(detail ? `Payment failed: ${detail}` : "Payment failed");
  }
}

/** The server grants the pass; should that call fail, the webhook may have granted it already. */
export async function passAfterPayment(paymentIntentId: string): Promise<UserDetails> {
  const user = await storePayment(paymentIntentId).catch(async (error: unknown) => {
    const { loadUserDetails } = await import("../api/user-details");
    const details = await loadUserDetails({ force: true });
    if (details.paid) return details;
    throw error;
  });
  if (!user.paid) throw new Error("Your payment went through; the pass is not active yet. Reload in a moment.");
  return user;
}
