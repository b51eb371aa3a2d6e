import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { ServerScript } from "../components/server-script";
import { useNonce } from "../csp-nonce";

/**
 * The join's anonymous sign-in starts once the name field has text
 * (sign-in-when-typed.client.ts, docs/decisions/010): before hydration through an inline
 * script, after it through a ref. Both may run on one page; they share the one sign-in.
 */

/** Where the root loader puts sign-in-when-typed.client.ts's files (none on the dev server). */
interface RootData {
  signInWhenTypedFiles?: string[];
}

/**
 * Before hydration: a classic inline script, right after the form, that imports
 * sign-in-when-typed.client.ts's files (all together, not one round trip after another) and
 * hands it the name field. It runs only on a page the server rendered. The files are fetched
 * with the page's first bytes (the preload links below) but run only once the visitor is on
 * the name field (focused, or typed in): running them at load started Firebase's SDK for
 * every visitor, 50–80 ms of a desktop's main thread in the page's first second (four times
 * that on a phone), also for someone who only looked at the invite. Focusing the field comes
 * before its first letter, so the SDK starts while the name is typed.
 */
export function SignInOnIntentScript({ fieldName = "screenName" }: { fieldName?: string }) {
  const nonce = useNonce();
  const files = useRouteLoaderData<RootData>("root")?.signInWhenTypedFiles;
  if (!files?.length) return null;
  const field = JSON.stringify(`form [name="${fieldName}"]`);
  // Written by the server only: the browser has run it before hydration (ServerScript).
  const script = !import.meta.env.SSR
    ? ""
    : `(function(){var f=document.querySelector(${field});if(!f)return;var u=${JSON.stringify(files)},b=0;` +
    `function go(){if(b)return;b=1;f.removeEventListener("focus",go);f.removeEventListener("input",go);` +
    `u.forEach(function(x,i){var m=import(x);if(i===u.length-1)m=m.then(function(s){s.signInOnIntent(f)});` +
    `m.catch(function(){})})}` +
    `if(document.activeElement===f||f.value!==f.defaultValue)go();` +
    `else{f.addEventListener("focus",go);f.addEventListener("input",go)}})()`;
  return (
    <>
      {/* Hoisted into <head> by React: fetched from the first bytes of the page, ahead of the
          body's inline script and of React itself, so on a slow phone the sign-in's two round
          trips run while React downloads (docs/decisions/010). Not needed to hydrate:
          bench:web counts them apart (data-sign-in). */}
      {files.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="high" data-sign-in="" />
      ))}
      <ServerScript nonce={nonce} code={script} />
    </>
  );
}

/**
 * After hydration, as a ref on the form: for a page reached by an in-app link (no inline
 * script ran), and on the dev server.
 */
export function useSignInOnIntent(fieldName = "screenName") {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const field = form.elements.namedItem(fieldName);
      if (!(field instanceof HTMLInputElement)) return;
      let stop: (() => void) | undefined;
      let unmounted = false;
      // As the inline script: once the visitor is on the field, not for opening the page.
      const start = () => {
        field.removeEventListener("focus", start);
        field.removeEventListener("input", start);
        import("./sign-in-when-typed.client")
          .then(({ signInOnIntent }) => {
            if (!unmounted) stop = signInOnIntent(field);
          })
          .catch(() => {
            // Only a head start: "next" signs in and reports a failure.
          });
      };
      if (document.activeElement === field || field.value !== field.defaultValue) start();
      else {
        field.addEventListener("focus", start);
        field.addEventListener("input", start);
      }
      return () => {
        unmounted = true;
        field.removeEventListener("focus", start);
        field.removeEventListener("input", start);
        stop?.();
      };
    },
    [fieldName],
  );
}
