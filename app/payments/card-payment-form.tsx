import { useEffect, useRef } from "react";
import { useFetcher, type ClientActionFunctionArgs } from "react-router";
import type { PassIntent } from "../../shared/api-types";
import { EmailField } from "../forms/auth-fields";
import { handleForm } from "../forms/form-action";
import { fetcherStatus, type FormStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { clientStrings, useStrings } from "../i18n/strings";
import { PaymentFailed, passAfterPayment } from "./pass-after-payment";
import { addReceiptEmail } from "./payment-api";
import { readyPaymentElement, usePaymentElement } from "./use-payment-element";

/**
 * The paywall's clientAction (re-exported by its route). Order of calls (SPEC §7):
 * receipt-email (EMAIL_ADDED lets the payment be confirmed), Stripe's confirmPayment
 * without a redirect, then store-payment once it succeeded.
 */
export const payForPassAction = ({ request }: ClientActionFunctionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.receiptEmailInput,
    async ({ email, paymentIntentId }) => {
      const t = clientStrings().account.paywall;
      const element = readyPaymentElement();
      if (!element) throw new Error(t.notReady);
      const message = await addReceiptEmail(email, paymentIntentId);
      if (message !== "EMAIL_ADDED") throw new Error(t.receiptNotSaved);
      const result = await element.stripe.confirmPayment({
        elements: element.elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/paywall/` },
      });
      if (result.error || result.paymentIntent.status !== "succeeded") {
        throw new PaymentFailed(result.error?.message);
      }
      await passAfterPayment(paymentIntentId);
      return { status: "success" };
    },
  );

/** SPEC §2, Purchase a Game: the receipt email, the Payment Element and a Pay button. */
export function CardPaymentForm({
  publishableKey,
  intent,
  defaultEmail,
  onPaid,
}: {
  publishableKey: string;
  intent: PassIntent;
  defaultEmail: string;
  onPaid: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const element = usePaymentElement(container, publishableKey, intent.secret);
  // A fetcher: a failed payment keeps the screen and its intent, without reading them again.
  const fetcher = useFetcher<FormStatus>();
  const state = fetcherStatus(fetcher);
  const t = useStrings().account.paywall;

  const paid = fetcher.data?.status === "success";
  useEffect(() => {
    if (paid) onPaid();
  }, [paid]); // once: the parent passes a new onPaid on every render

  return (
    <fetcher.Form
      method="post"
      className="form"
      aria-busy={state.status === "processing"}
      defaultShouldRevalidate={false}
    >
      <input type="hidden" name="paymentIntentId" value={intent.paymentIntentId} />
      <EmailField label={t.receiptEmail} defaultValue={defaultEmail} />
      <div className="payment-element" ref={container} />
      {element.status === "loading" && <p role="status" className="loading">{t.loadingForm}</p>}
      {element.status === "error" && <p className="form-error" role="alert">{element.message}</p>}
      <FormSubmit state={state} label={t.pay} busyLabel={t.paying} disabled={element.status !== "ready"} />
    </fetcher.Form>
  );
}
