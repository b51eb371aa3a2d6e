import { and, desc, eq, isNotNull } from "drizzle-orm";
import type Stripe from "stripe";
import { PASS_CURRENCY, PASS_PRICE_CENTS } from "../../shared/constants";
import type { PassIntent } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { passPayments, users, type PassPaymentRow } from "../db/schema";
import { ensureUser } from "../users/users.server";
import { grantPass } from "./grant-pass.server";
import { passPaymentProblem } from "./pass-payment.server";
import { callStripe } from "./payment-refusals.server";

/** Statuses in which the customer can still pay (or is paying) this intent. */
const OPEN_STATUSES: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
]);

/** More rounds would mean Stripe keeps answering with closed intents: give up loudly. */
const MAX_ROUNDS = 3;

/**
 * POST /intent: the caller's open pass intent, or a new one.
 *
 * Reusing the open intent means a double submit, a reload or a second tab all pay the
 * same intent. A new one is created with the idempotency key "user + attempt number", so
 * two requests racing past the lookup get the same intent from Stripe, and the unique
 * index keeps one row of it.
 */
export async function openPassIntent(
  db: Database,
  stripe: Stripe,
  firebaseUid: string,
  now: number,
): Promise<PassIntent> {
  const user = await ensureUser(db, firebaseUid);
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const latest = await latestIntentOf(db, user.id);
    if (latest && latest.grantedAt === null) {
      const intent = await callStripe(() => stripe.paymentIntents.retrieve(latest.paymentIntentId));
      if (OPEN_STATUSES.has(intent.status)) return passIntentView(intent, firebaseUid);
      // Paid, but the page closed before store-payment and no webhook came: grant it now.
      if (passPaymentProblem(intent, firebaseUid) === null) {
        await grantPass(db, { firebaseUid, paymentIntentId: intent.id, now });
      }
    }

    const attempt = (latest?.attempt ?? 0) + 1;
    const intent = await createIntent(stripe, firebaseUid, attempt);
    await db
      .insert(passPayments)
      .values({ userId: user.id, paymentIntentId: intent.id, attempt })
      .onConflictDoNothing();
    if (OPEN_STATUSES.has(intent.status)) return passIntentView(intent, firebaseUid);
  }
  throw new Error(`no open pass intent for user ${user.id} after ${MAX_ROUNDS} rounds`);
}

/**
 * Creates the user's n-th pass intent. A replayed creation (same key) returns the intent as
 * it was first created, which may since have been paid: then it is read again.
 */
async function createIntent(stripe: Stripe, firebaseUid: string, attempt: number) {
  const created = await callStripe(() =>
    stripe.paymentIntents.create(
      {
        amount: PASS_PRICE_CENTS,
        currency: PASS_CURRENCY,
        // Card only (SPEC §9). Called payment_method_types before API version 2026-09-30.
        allowed_payment_method_types: ["card"],
        metadata: { uid: firebaseUid },
        description: "Bingo with friends: unlimited game creation for 90 days",
      },
      { idempotencyKey: `bingo-pass:${firebaseUid}:${attempt}` },
    ),
  );
  if (!isReplay(created)) return created;
  return callStripe(() => stripe.paymentIntents.retrieve(created.id));
}

/**
 * Stripe marks a replayed response with `Idempotent-Replayed: true`. With the fetch client
 * the SDK's `lastResponse` is the fetch Response itself (Headers), despite its typing.
 */
function isReplay(response: Stripe.Response<Stripe.PaymentIntent>): boolean {
  const headers: unknown = response.lastResponse?.headers;
  if (headers instanceof Headers) return headers.get("Idempotent-Replayed") === "true";
  const plain = headers as Record<string, string | undefined> | undefined;
  return plain?.["idempotent-replayed"] === "true";
}

function passIntentView(intent: Stripe.PaymentIntent, firebaseUid: string): PassIntent {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return { id: firebaseUid, secret: intent.client_secret, paymentIntentId: intent.id };
}

/** The user's most recent intent made by POST /intent. */
async function latestIntentOf(db: Database, userId: number): Promise<PassPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(passPayments)
    .where(and(eq(passPayments.userId, userId), isNotNull(passPayments.attempt)))
    .orderBy(desc(passPayments.attempt))
    .limit(1);
  return row;
}
