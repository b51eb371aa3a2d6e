import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { ReceiptEmailInput } from "../../shared/api-schemas";
import type { Database } from "../db/database.server";
import { passPayments, users } from "../db/schema";
import { refusal } from "../../shared/refusal";
import { callStripe } from "./payment-refusals.server";

/** Statuses before the customer confirmed: the receipt's address may still be chosen. */
const BEFORE_CONFIRMATION: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/**
 * POST /receipt-email: where Stripe sends the receipt, for the caller's own intent, once,
 * before the payment is confirmed. Stripe mails a receipt whenever the address of a paid
 * intent changes, so without the rule anyone could send our receipts to any address, any
 * number of times. The same address again is fine (a declined card tried again sends it).
 */
export async function setReceiptEmail(
  db: Database,
  stripe: Stripe,
  firebaseUid: string,
  { email, paymentIntentId }: ReceiptEmailInput,
): Promise<{ message: "EMAIL_ADDED" }> {
  const address = email.trim().toLowerCase();
  const row = await intentRowOf(db, firebaseUid, paymentIntentId);
  if (!row) throw refusal("paymentNotFound");
  if (row.receiptEmail === address) return { message: "EMAIL_ADDED" };
  if (row.receiptEmail !== null || !(await claim(db, row.id, address))) throw refusal("receiptEmailAlreadySet");

  try {
    const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId));
    if (!BEFORE_CONFIRMATION.has(intent.status)) throw refusal("paymentAlreadyConfirmed");
    await callStripe(() => stripe.paymentIntents.update(paymentIntentId, { receipt_email: email }));
  } catch (error) {
    // Nothing was given to Stripe: the caller may try again.
    await db.update(passPayments).set({ receiptEmail: null }).where(eq(passPayments.id, row.id));
    throw error;
  }
  return { message: "EMAIL_ADDED" };
}

/** The caller's own pass intent (made by POST /intent), or undefined. */
async function intentRowOf(db: Database, firebaseUid: string, paymentIntentId: string) {
  const [row] = await db
    .select({ id: passPayments.id, receiptEmail: passPayments.receiptEmail })
    .from(passPayments)
    .innerJoin(users, eq(users.id, passPayments.userId))
    .where(and(eq(passPayments.paymentIntentId, paymentIntentId), eq(users.firebaseUid, firebaseUid)))
    .limit(1);
  return row;
}

/** Sets the address if none is set yet: of two different addresses sent at once, one wins. */
async function claim(db: Database, rowId: number, address: string): Promise<boolean> {
  const claimed = await db
    .update(passPayments)
    .set({ receiptEmail: address })
    .where(and(eq(passPayments.id, rowId), isNull(passPayments.receiptEmail)))
    .returning({ id: passPayments.id });
  return claimed.length > 0 || (await sameAddress(db, rowId, address));
}

/** A racing call with the same address claimed it first: that is not a conflict. */
async function sameAddress(db: Database, rowId: number, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passPayments.id })
    .from(passPayments)
    .where(and(eq(passPayments.id, rowId), eq(passPayments.receiptEmail, address)));
  return row !== undefined;
}
