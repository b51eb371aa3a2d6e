import { ensureSignedIn } from "./session.client";

/**
 * Importing this module starts the anonymous sign-in of a join (docs/decisions/010), once
 * per page: the name field's inline script imports it before hydration
 * (sign-in-on-intent.tsx), `useSignInOnIntent` after. Both import the same file, and
 * a module runs once per URL, so the app's later `ensureSignedIn` shares this sign-in. Its
 * own file, never grouped with others (scripts/client-chunk-groups.ts checks): a file that
 * merely loads Firebase must not sign anyone in.
 */
ensureSignedIn().catch(() => {
  // Only a head start: "next" signs in again and reports a failure.
});
