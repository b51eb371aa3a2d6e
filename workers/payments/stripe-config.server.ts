import type Stripe from "stripe";
import { loadStripe } from "./stripe-sdk.server";

/** Everything the Worker needs to take payments; null pieces mean "not configured". */
export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Only for a local Stripe fake; production talks to api.stripe.com over https. */
  api: { host?: string; port?: string; protocol?: "http" | "https" };
}

/** No Stripe keys: local development, or a deploy that has not set them yet. */
export class PaymentsNotConfiguredError extends Error {}
/** A setting that would send the secret key somewhere other than api.stripe.com over TLS. */
export class UnsafePaymentsConfigError extends Error {}

/**
 * Reads the Stripe settings. A production Worker accepts no API override at all: a loud
 * 503 beats sending the secret key, or card payments, to a test fake.
 */
export function paymentsConfigFromEnv(env: Env): PaymentsConfig {
  // Secrets are typed as strings but are simply absent where nobody has set them.
  const secretKey = env.STRIPE_SECRET_KEY ?? "";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? "";
  if (!secretKey || !webhookSecret) {
    throw new PaymentsNotConfiguredError("STRIPE_SECRET_KEY or STRIPE_WEBHOOK_SECRET is not set");
  }

  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== "http" && protocol !== "https") {
    throw new UnsafePaymentsConfigError(`STRIPE_API_PROTOCOL must be http or https, not ${protocol}`);
  }
  const overridesApi = Boolean(env.STRIPE_API_HOST || env.STRIPE_API_PORT) || protocol === "http";
  if (env.ENVIRONMENT === "production" && overridesApi) {
    throw new UnsafePaymentsConfigError("STRIPE_API_HOST/PORT/PROTOCOL are refused in production");
  }
  return {
    secretKey,
    webhookSecret,
    api: {
      host: env.STRIPE_API_HOST || undefined,
      port: env.STRIPE_API_PORT || undefined,
      protocol,
    },
  };
}

/** A Stripe client for one request. Workers have fetch, not node:https. */
export async function stripeClient(config: PaymentsConfig): Promise<Stripe> {
  const Stripe = await loadStripe();
  return new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    // A Worker request should not hang on Stripe for the SDK's default 80 s.
    timeout: 15_000,
    maxNetworkRetries: 1,
    ...config.api,
  });
}
