import { useRef, useState, type FormEvent } from "react";
import type { PassIntent } from "../../shared/api-types";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";
import { PaymentFailed, passAfterPayment } from "./pass-after-payment";
import { addReceiptEmail } from "./payment-api";
import { usePaymentElement } from "./use-payment-element";

const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/**
 * SPEC §2, Purchase a Game: the receipt email, the Payment Element and a Pay button.
 * Order of calls (SPEC §7): receipt-email (EMAIL_ADDED lets the payment be confirmed),
 * Stripe's confirmPayment without a redirect, then store-payment once it succeeded.
 */
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
  const [email, setEmail] = useState(defaultEmail);
  const { state, run, processing } = useFormStatus(toMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (element.status !== "ready") return;
    const paid = await run(async () => {
      const message = await addReceiptEmail(email.trim(), intent.paymentIntentId);
      if (message !== "EMAIL_ADDED") throw new Error("The receipt address could not be saved.");
      const result = await element.stripe.confirmPayment({
        elements: element.elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/paywall/` },
      });
      if (result.error || result.paymentIntent.status !== "succeeded") {
        throw new PaymentFailed(result.error?.message);
      }
      await passAfterPayment(intent.paymentIntentId);
    });
    if (paid) onPaid();
  }

  return (
    <form className="form" onSubmit={submit} aria-busy={processing}>
      <label className="field">
        <span>Email for your receipt</span>
        <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <div className="payment-element" ref={container} />
      {element.status === "loading" && <p role="status" className="loading">Loading the payment form…</p>}
      {element.status === "error" && <p className="form-error" role="alert">{element.message}</p>}
      <FormError state={state} />
      <button className="button button--primary" type="submit" disabled={element.status !== "ready" || processing}>
        {processing ? "Paying…" : "Pay $5"}
      </button>
    </form>
  );
}
