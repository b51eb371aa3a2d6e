import { ensureSignedIn, loadAuth } from "./session.client";

/**
 * The anonymous sign-in of a join, started when the person shows they mean to join
 * (docs/decisions/010): their name field has text, typed or already there. A join page's
 * inline script calls this before hydration, `useSignInOnIntent` after (sign-in-on-intent.tsx).
 *
 * At once, it only has Firebase restore any saved session (as every page does once it runs,
 * auth-provider.tsx): no account is made, but on a slow phone the SDK's start-up is then done
 * while the page waits for its scripts, and a sign-in on typing goes straight to its two
 * round trips. Calls share one sign-in in flight (ensureSignedIn), so "next" awaits this
 * one or retries it if it failed: never two accounts for one person. Only exports, in a file
 * of its own (scripts/client-chunk-groups.ts): loading it signs no one in.
 *
 * Returns a function that stops listening.
 */
export function signInOnIntent(field: HTMLInputElement): () => void {
  loadAuth()
    .then((auth) => auth.authStateReady())
    .catch(() => {
      // The sign-in below, or "next", tries again and reports a failure.
    });
  const signIn = () => {
    ensureSignedIn().catch(() => {
      // Only a head start: "next" signs in again and reports a failure.
    });
  };
  const onInput = () => {
    if (field.value.trim() === "") return;
    field.removeEventListener("input", onInput);
    signIn();
  };
  field.addEventListener("input", onInput);
  onInput();
  return () => field.removeEventListener("input", onInput);
}
