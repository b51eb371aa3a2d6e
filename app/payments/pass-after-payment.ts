import type { UserDetails } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { clientStrings } from "../i18n/strings";
import { storePayment } from "./payment-api";

/** A payment that did not reach status succeeded: SPEC §8's 'Payment failed'. In the browser. */
export class PaymentFailed extends Error {
  constructor(detail: string | undefined) {
    const t = clientStrings().account.paywall;
    super(detail ? fill(t.failedBecause, { reason: detail }) : t.failed);
  }
}

/**
 * The server grants the pass; should that call fail, the webhook may have granted it already.
 * A grant is made once per payment however often it is asked for, so a paid pass is asked for
 * through no network or the records out of reach (503) for as long as retries go: the person
 * has paid, and an error then would say the opposite.
 */
export async function passAfterPayment(paymentIntentId: string): Promise<UserDetails> {
  const { retryIdempotent } = await import("../api/retry-idempotent");
  const user = await retryIdempotent(() => storePayment(paymentIntentId)).catch(async (error: unknown) => {
    const { loadUserDetails } = await import("../api/user-details");
    const details = await loadUserDetails({ force: true });
    if (details.paid) return details;
    throw error;
  });
  if (!user.paid) throw new Error(clientStrings().account.paywall.notActiveYet);
  return user;
}
