import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { passPayments, users } from "../db/schema";
import { PASS_DURATION_MS } from "./grant-pass.server";

/**
 * Takes back what one payment bought, when Stripe says it was refunded or disputed: the
 * 90 days it added come off `paid_until` (a pass bought on top of another keeps the other's
 * days), and a payment revoked before its grant arrived will never grant (grant-pass).
 *
 * Exactly once per payment, however many events say so: as in grantPass, the first
 * statement claims the revocation with a token only this call knows, the second shortens
 * the pass only where that token is stored and the payment had granted.
 */
export async function revokePass(
  db: Database,
  paymentIntentId: string,
  now: number,
): Promise<"revoked" | "already-revoked" | "not-a-pass"> {
  const token = crypto.randomUUID();
  const claim = db
    .update(passPayments)
    .set({ revokedAt: now, revokeToken: token })
    .where(and(eq(passPayments.paymentIntentId, paymentIntentId), isNull(passPayments.revokedAt)))
    .returning({ id: passPayments.id });
  const shorten = db
    .update(users)
    .set({ paidUntil: sql`${users.paidUntil} - ${PASS_DURATION_MS}` })
    .where(
      sql`${users.id} = (SELECT ${passPayments.userId} FROM ${passPayments}
        WHERE ${passPayments.paymentIntentId} = ${paymentIntentId} AND ${passPayments.revokeToken} = ${token}
        AND ${passPayments.grantedAt} IS NOT NULL)`,
    );
  const [claimed] = await db.batch([claim, shorten]);
  if (claimed.length > 0) return "revoked";
  const [known] = await db
    .select({ id: passPayments.id })
    .from(passPayments)
    .where(eq(passPayments.paymentIntentId, paymentIntentId))
    .limit(1);
  return known ? "already-revoked" : "not-a-pass";
}
