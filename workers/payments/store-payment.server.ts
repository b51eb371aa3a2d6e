import type Stripe from "stripe";
import type { UserDetails } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { ensureUser, userDetails } from "../users/users.server";
import { grantPass } from "./grant-pass.server";
import { passPaymentProblem } from "./pass-payment.server";
import { callStripe } from "./payment-refusals.server";

/**
 * POST /store-payment: the client says it has paid; Stripe's copy of the intent decides.
 * Answers with the user's details, `paid` true once the pass is granted.
 */
export async function storePayment(
  db: Database,
  stripe: Stripe,
  firebaseUid: string,
  paymentIntentId: string,
  now: number,
): Promise<UserDetails> {
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId));
  const problem = passPaymentProblem(intent, firebaseUid);
  if (problem) throw problem;
  await grantPass(db, { firebaseUid, paymentIntentId: intent.id, now });
  return userDetails(db, await ensureUser(db, firebaseUid), now);
}
