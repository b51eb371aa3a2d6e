import type Stripe from "stripe";
import type { ReceiptEmailInput } from "../../shared/api-schemas";
import type { Database } from "../db/database.server";
import type { UserDetails } from "../../shared/api-types";
import { ensureUser, userDetails } from "../users/users.server";
import { grantPass } from "./grant-pass.server";
import { isIntentOf } from "./pass-intents.server";
import { passPaymentProblem } from "./pass-payment.server";
import { callStripe } from "./payment-refusals.server";
import { refusal } from "../../shared/refusal";

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

/** POST /receipt-email: where Stripe sends the receipt, for the caller's own intent only. */
export async function setReceiptEmail(
  db: Database,
  stripe: Stripe,
  firebaseUid: string,
  { email, paymentIntentId }: ReceiptEmailInput,
): Promise<{ message: "EMAIL_ADDED" }> {
  if (!(await isIntentOf(db, firebaseUid, paymentIntentId))) throw refusal("paymentNotFound");
  await callStripe(() => stripe.paymentIntents.update(paymentIntentId, { receipt_email: email }));
  return { message: "EMAIL_ADDED" };
}
