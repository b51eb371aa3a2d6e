import type { ReactNode } from "react";
import { Link, redirect, useNavigate } from "react-router";
import type { PassIntent } from "../../shared/api-types";
import { ApiRequestError } from "../api/api-client";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { clientStrings, useStrings } from "../i18n/strings";
import { CardPaymentForm } from "../payments/card-payment-form";
import { createPassIntent } from "../payments/payment-api";
import { completePaymentReturn, readPaymentReturn } from "../payments/payment-return";
import { readPublicConfig } from "../public-config.client";
import type { Route } from "./+types/paywall";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.paywall.title }];
}

export { payForPassAction as clientAction } from "../payments/card-payment-form";

interface Checkout {
  publishableKey: string;
  intent: PassIntent;
  email: string;
}

/**
 * Signed-in visitors only. SPEC §4: once the user has paid, they go to Create Game. Otherwise
 * the pass intent is made (or the open one reused) before the page shows. Back from a card
 * check that redirected, the purchase is completed first (app/payments/payment-return.ts).
 * A guest registers first (decision 014): a pass bought by a guest would be lost
 * with this browser's storage. Registering links the guest, then brings them back here.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { requireSession } = await import("../auth/require-session.client");
  const user = await requireSession(request);
  const returned = readPaymentReturn(request.url);
  const returnProblem = returned && (await completePaymentReturn(returned));
  if (returned && returnProblem === null) throw redirect("/create/");
  if (user.isAnonymous && !returned) return { ...(await registerFirst()), returnProblem };
  return { ...(await loadCheckout(user.email ?? "")), returnProblem, registerFirst: false };
}

/** A guest with a pass already (from before this rule) goes on; any other registers first. */
async function registerFirst() {
  const [{ loadUserDetails }, { rememberReturnTo }] = await Promise.all([
    import("../api/user-details"),
    import("../auth/return-to.client"),
  ]);
  if ((await loadUserDetails({ force: true })).paid) throw redirect("/create/");
  rememberReturnTo("/paywall/");
  return { checkout: null, problem: null, registerFirst: true };
}

async function loadCheckout(email: string): Promise<{ checkout: Checkout | null; problem: string | null }> {
  try {
    const { loadUserDetails } = await import("../api/user-details");
    if ((await loadUserDetails({ force: true })).paid) throw redirect("/create/");
    const { publishableKey } = readPublicConfig().stripe;
    if (!publishableKey) return { checkout: null, problem: notConfigured() };
    const checkout: Checkout = { publishableKey, intent: await createPassIntent(), email };
    return { checkout, problem: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiRequestError && error.body?.code === "PAYMENTS_NOT_CONFIGURED") {
      return { checkout: null, problem: notConfigured() };
    }
    return { checkout: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The server's own words for it (the same as its refusal, PAYMENTS_NOT_CONFIGURED). */
const notConfigured = () => clientStrings().messages.refusals.paymentsNotConfigured;

function PurchasePage({ children }: { children: ReactNode }) {
  const t = useStrings().account.paywall;
  return (
    <Page heading={t.heading}>
      <p>{t.intro}</p>
      {children}
    </Page>
  );
}

export function HydrateFallback() {
  const t = useStrings().account.paywall;
  return (
    <PurchasePage>
      <p role="status" className="loading">{t.loadingForm}</p>
    </PurchasePage>
  );
}

/** SPEC §2, Purchase a Game. */
export default function Paywall({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useStrings().account;
  const { checkout, problem, returnProblem, registerFirst } = loaderData;
  return (
    <PurchasePage>
      {returnProblem && <p className="form-error" role="alert">{returnProblem}</p>}
      {registerFirst ? (
        <>
          <p className="notice">{t.paywall.registerFirst}</p>
          <p className="form-links">
            <Link className="button button--primary" to="/register/">{t.register}</Link>
            <Link className="text-link" to="/login/">{t.alreadyRegistered}</Link>
          </p>
        </>
      ) : checkout ? (
        <CardPaymentForm
          publishableKey={checkout.publishableKey}
          intent={checkout.intent}
          defaultEmail={checkout.email}
          onPaid={() => navigate("/create/")}
        />
      ) : (
        <p className="notice" role="status">{problem}</p>
      )}
    </PurchasePage>
  );
}
