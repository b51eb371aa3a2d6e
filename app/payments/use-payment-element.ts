import type { Stripe, StripeElements, StripePaymentElement } from "@stripe/stripe-js";
import { useEffect, useState, type RefObject } from "react";
import { clientLanguage, clientStrings } from "../i18n/strings";
import { loadStripeJs } from "./stripe-js.client";

export type PaymentElementState =
  | { status: "loading" }
  | { status: "ready"; stripe: Stripe; elements: StripeElements }
  | { status: "error"; message: string };

type ReadyElement = Extract<PaymentElementState, { status: "ready" }>;

/** The page's one mounted Payment Element once ready: the paywall's clientAction pays with it. */
let ready: ReadyElement | null = null;
export const readyPaymentElement = () => ready;

/** In the effect's callbacks only: they run in the browser. */
const loadFailed = () => clientStrings().account.paywall.loadFailed;

/**
 * Mounts Stripe's Payment Element for this intent into `container`: card only, tabs
 * layout (SPEC §9), in the app's colours. Ready once Stripe says the element is.
 */
export function usePaymentElement(
  container: RefObject<HTMLDivElement | null>,
  publishableKey: string,
  clientSecret: string,
): PaymentElementState {
  const [state, setState] = useState<PaymentElementState>({ status: "loading" });

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | undefined;
    setState({ status: "loading" });
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (cancelled || !container.current) return;
        const elements = stripe.elements({
          clientSecret,
          // The card form and Stripe's own messages in the page's language.
          locale: clientLanguage(),
          appearance: { theme: "stripe", variables: { colorPrimary: "#b3262e", borderRadius: "12px" } },
        });
        element = elements.create("payment", { layout: "tabs", paymentMethodOrder: ["card"] });
        element.on("ready", () => {
          if (cancelled) return;
          ready = { status: "ready", stripe, elements };
          setState(ready);
        });
        element.on("loaderror", (event) => {
          if (!cancelled) setState({ status: "error", message: event.error.message ?? loadFailed() });
        });
        element.mount(container.current);
      },
      () => !cancelled && setState({ status: "error", message: loadFailed() }),
    );
    return () => {
      cancelled = true;
      ready = null;
      element?.destroy();
    };
  }, [container, publishableKey, clientSecret]);

  return state;
}
