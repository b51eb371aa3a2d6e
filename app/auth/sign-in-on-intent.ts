import { useCallback } from "react";

/**
 * Starts the anonymous sign-in of a join as soon as the person shows they mean to join
 * (docs/decisions/010): the name field already has text when the page hydrates (typed while
 * the scripts loaded), or they type into it. On a slow phone the sign-in's round trips then
 * run while they type instead of after "next". A mere page view, by a person or a crawler
 * that runs scripts, creates no account; "next" awaits the same sign-in (ensureSignedIn
 * shares one in flight) and retries it if this one failed.
 */
export function useSignInOnIntent(fieldName = "screenName") {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const field = form.elements.namedItem(fieldName);
      if (!(field instanceof HTMLInputElement)) return;
      const signIn = () => {
        import("./session.client")
          .then(({ ensureSignedIn }) => ensureSignedIn())
          .catch(() => {
            // Only a head start: "next" signs in again and reports a failure.
          });
      };
      if (field.value.trim() !== "") {
        signIn();
        return;
      }
      const onInput = () => {
        if (field.value.trim() === "") return;
        field.removeEventListener("input", onInput);
        signIn();
      };
      field.addEventListener("input", onInput);
      return () => field.removeEventListener("input", onInput);
    },
    [fieldName],
  );
}
