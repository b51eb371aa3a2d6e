/**
 * Stripe in the end-to-end tests (docs/decisions/004-payments.md): a Node fake of Stripe's
 * API on 127.0.0.1 (test/fixtures/stripe-fake-server.ts), the built Worker pointed at it
 * through its STRIPE_* settings, and the browser's js.stripe.com and api.stripe.com routed
 * to a stand-in Stripe.js and to the fake (fixtures.ts). Test-mode keys only, made up.
 */
import { appPort } from "./app-port";

/** Next to the app's port, so two runs on different app ports do not collide. */
export const stripeFakePort = Number(process.env.E2E_STRIPE_PORT ?? appPort + 100);
export const stripeFakeUrl = `http://127.0.0.1:${stripeFakePort}`;

const keys = {
  secretKey: "sk_test_e2e_fake",
  publishableKey: "pk_test_e2e_fake",
  webhookSecret: "whsec_e2e_fake",
};

/** The fake's settings; it posts payment_intent.succeeded to the Worker's webhook, as Stripe does. */
export const stripeFakeEnv = {
  STRIPE_FAKE_PORT: String(stripeFakePort),
  STRIPE_FAKE_SECRET_KEY: keys.secretKey,
  STRIPE_FAKE_PUBLISHABLE_KEY: keys.publishableKey,
  STRIPE_FAKE_WEBHOOK_SECRET: keys.webhookSecret,
  STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${appPort}/api/v1/stripe/webhook`,
};

/** A second app server, with no Stripe keys at all: what a deployment without payments serves. */
export const unpaidAppPort = appPort + 1;

/** Set empty rather than left out, so keys in a developer's shell cannot reach that server. */
export const noStripeEnv = {
  STRIPE_SECRET_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  STRIPE_PUBLISHABLE_KEY: "",
};

/**
 * The Worker's settings. `vite preview` runs the build with wrangler's local variables, which
 * include the process environment for the names wrangler.toml declares (vars and [secrets]).
 */
export const workerStripeEnv = {
  STRIPE_SECRET_KEY: keys.secretKey,
  STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
  STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
  STRIPE_API_HOST: "127.0.0.1",
  STRIPE_API_PORT: String(stripeFakePort),
  STRIPE_API_PROTOCOL: "http",
};
