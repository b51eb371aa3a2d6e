import { and, eq, sql } from "drizzle-orm";
import { PASS_DURATION_DAYS } from "../../shared/constants";
import type { Database } from "../db/database.server";
import { passPayments, stripeEvents, users } from "../db/schema";
import { ensureUser } from "../users/users.server";

export const PASS_DURATION_MS = PASS_DURATION_DAYS * 24 * 60 * 60 * 1000;

export interface Grant {
  /** False when this payment had already extended the pass (a repeat, or a race lost). */
  granted: boolean;
  paidUntil: number;
}

export interface GrantRequest {
  firebaseUid: string;
  paymentIntentId: string;
  now: number;
}

/**
 * Extends the user's pass for one checked payment: paid_until = max(now, paid_until) +
 * 90 days, exactly once per PaymentIntent, however many webhooks and store-payment calls
 * arrive, and at the same time.
 *
 * D1 batches are atomic but cannot branch on what they read. So the first statement
 * claims the payment by writing a token only this call knows, and only if nobody has
 * claimed it; the second extends the pass only where that token is the one stored.
 */
export async function grantPass(db: Database, request: GrantRequest): Promise<Grant> {
  const { paymentIntentId, now } = request;
  const user = await ensureUser(db, request.firebaseUid);
  const token = crypto.randomUUID();

  const claim = db
    .insert(passPayments)
    .values({ userId: user.id, paymentIntentId, grantedAt: now, grantToken: token })
    .onConflictDoUpdate({
      target: passPayments.paymentIntentId,
      set: { grantedAt: now, grantToken: token },
      // A payment refunded or disputed before its grant arrived grants nothing (revoke-pass).
      where: sql`${passPayments.grantedAt} IS NULL AND ${passPayments.revokedAt} IS NULL
        AND ${passPayments.userId} = ${user.id}`,
    })
    .returning({ id: passPayments.id });
  const extend = db
    .update(users)
    .set({ paidUntil: sql`max(coalesce(${users.paidUntil}, 0), ${now}) + ${PASS_DURATION_MS}` })
    .where(
      and(
        eq(users.id, user.id),
        sql`EXISTS (SELECT 1 FROM ${passPayments} WHERE ${passPayments.paymentIntentId} = ${paymentIntentId}
          AND ${passPayments.grantToken} = ${token})`,
      ),
    );
  const readBack = db.select({ paidUntil: users.paidUntil }).from(users).where(eq(users.id, user.id));

  const [claimed, , [after]] = await db.batch([claim, extend, readBack]);
  return { granted: claimed.length > 0, paidUntil: after?.paidUntil ?? 0 };
}

/**
 * Marks a webhook event handled, after its work is done: if recording fails, Stripe
 * delivers the event again and the grant, already made, is not made twice.
 */
export async function recordEvent(db: Database, event: { id: string; type: string }, now: number) {
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing();
}

export async function wasEventHandled(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId))
    .limit(1);
  return row !== undefined;
}
