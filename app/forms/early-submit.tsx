import { useEffect } from "react";
import { ServerScript } from "../components/server-script";

/**
 * A submit before hydration (docs/decisions/010): the server-rendered form is there long
 * before the app's code on a slow phone. This inline script, in the head before every form,
 * stops the browser's own submission (which would post to a server without the person's
 * Firebase session, or put the fields in a URL) and keeps the first one; hydration then
 * sends it once through the form's clientAction. The inputs are uncontrolled, so what was
 * typed is still in them. `aria-busy` says the press was taken.
 */
const QUEUE_FIRST_SUBMIT = `document.addEventListener("submit",function(e){if(document.body.dataset.hydrated)return;e.preventDefault();if(window.earlySubmit)return;window.earlySubmit={form:e.target,submitter:e.submitter};e.target.setAttribute("aria-busy","true")},true)`;

/**
 * The same for a menu's button (app/components/disclosure-menu.tsx): a tap before hydration
 * is kept by the panel it opens, and the menu opens once the page can draw it. Kept from React
 * too, which would replay it during hydration and close the menu again.
 */
const REMEMBER_MENU_TAP = `document.addEventListener("click",function(e){if(document.body.dataset.hydrated)return;var b=e.target.closest&&e.target.closest("button[aria-controls]");if(b){e.stopImmediatePropagation();window.earlyMenu=b.getAttribute("aria-controls")}},true)`;

interface EarlySubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    earlySubmit?: EarlySubmit;
    /** The panel of the menu whose button was tapped before hydration. */
    earlyMenu?: string;
  }
}

export function EarlySubmitScript({ nonce }: { nonce: string }) {
  return <ServerScript nonce={nonce} code={import.meta.env.SSR ? `${QUEUE_FIRST_SUBMIT};${REMEMBER_MENU_TAP}` : ""} />;
}

/** Sends the submit held before hydration; call it after the page is marked hydrated. */
export function useEarlySubmitReplay() {
  useEffect(() => {
    const held = window.earlySubmit;
    delete window.earlySubmit;
    if (!held?.form.isConnected) return;
    const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : undefined;
    held.form.requestSubmit(submitter);
  }, []);
}
