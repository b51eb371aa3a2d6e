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
 * The same for a menu's button (app/components/disclosure-menu.tsx): a tap before that menu is
 * live (its own effect marks its button `data-live`, whatever the rest of the page is doing) is
 * kept by the panel it opens, and an event tells a menu that is already waiting; the menu opens
 * once it can draw itself. Kept from React too, which would replay it during hydration and close
 * the menu again. Per button, not per page: the page's flag and a menu hydrate in separate steps,
 * and a tap between the two was lost (a CI run failed on it).
 */
export const EARLY_MENU_EVENT = "bingo:early-menu";
const REMEMBER_MENU_TAP = `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button[data-menu]");if(!b||b.dataset.live)return;e.stopImmediatePropagation();window.earlyMenu=b.getAttribute("aria-controls");window.dispatchEvent(new Event("${EARLY_MENU_EVENT}"))},true)`;

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
