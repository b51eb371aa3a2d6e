import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { receiptEmailInput, storePaymentInput } from "../../shared/api-schemas";
import { refusal } from "../../shared/refusal";
import { serverNow } from "../clock.server";
import { openPassIntent } from "../payments/pass-intents.server";
import {
  PaymentsNotConfiguredError,
  UnsafePaymentsConfigError,
  paymentsConfigFromEnv,
  stripeClient,
} from "../payments/stripe-config.server";
import { setReceiptEmail } from "../payments/receipt-email.server";
import { storePayment } from "../payments/store-payment.server";
import { handleStripeWebhook } from "../payments/stripe-webhook.server";
import type { ApiEnv } from "./api-env";
import { readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/** Where Stripe posts events (its path is in the Stripe dashboard: keep it stable). */
export const STRIPE_WEBHOOK_PATH = "/api/v1/stripe/webhook";

/** Stripe's events are larger than anything our clients send (docs/api.md, Limits). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Stripe settings, or the 503 that says why there are none. */
async function paymentsFor(env: Env) {
  try {
    const config = paymentsConfigFromEnv(env);
    return { config, stripe: await stripeClient(config) };
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError) throw refusal("paymentsNotConfigured");
    if (error instanceof UnsafePaymentsConfigError) {
      console.error("payments refused:", error.message);
      throw refusal("paymentsMisconfigured");
    }
    throw error;
  }
}

/**
 * /api/v1/intent, /receipt-email, /store-payment (DESIGN.md, Payments). Mounted at the API
 * root, so each route names its own middleware: a `use` here would apply to every path.
 */
export const paymentRoutes = new Hono<ApiEnv>()
  .post("/intent", requireAuth, async (c) => {
    const { stripe } = await paymentsFor(c.env);
    return c.json({ data: await openPassIntent(c.var.db, stripe, c.var.auth.uid, serverNow(c.env)) });
  })
  .post("/receipt-email", requireAuth, async (c) => {
    const { stripe } = await paymentsFor(c.env);
    const input = await readJsonBody(c, receiptEmailInput);
    return c.json({ data: await setReceiptEmail(c.var.db, stripe, c.var.auth.uid, input) });
  })
  .post("/store-payment", requireAuth, async (c) => {
    const { stripe } = await paymentsFor(c.env);
    const { paymentIntentId } = await readJsonBody(c, storePaymentInput);
    const user = await storePayment(c.var.db, stripe, c.var.auth.uid, paymentIntentId, serverNow(c.env));
    return c.json({ data: user });
  });

/** /api/v1/stripe/webhook: Stripe's signature is its authentication. */
export const stripeWebhookRoutes = new Hono<ApiEnv>().post(
  "/webhook",
  bodyLimit({
    maxSize: MAX_WEBHOOK_BYTES,
    onError: () => {
      throw refusal("webhookTooLarge");
    },
  }),
  async (c) => {
    const { config } = await paymentsFor(c.env);
    const outcome = await handleStripeWebhook(
      c.var.db,
      config.webhookSecret,
      await c.req.text(),
      c.req.header("Stripe-Signature") ?? "",
      serverNow(c.env),
    );
    return c.json({ data: { received: true, outcome } });
  },
);
