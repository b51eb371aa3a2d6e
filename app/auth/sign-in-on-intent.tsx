import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { useNonce } from "../csp-nonce";

/**
 * Starting the anonymous sign-in of a join as soon as the person shows they mean to join
 * (docs/decisions/010): their name field has text, typed or already there. On a slow phone
 * the sign-in's two round trips then run while the page loads and they type, instead of
 * after "next". A mere page view, by a person or a crawler that runs scripts, creates no
 * account. Both ways below import start-sign-in.client.ts, which signs in when it runs; a
 * module runs once per URL, and "next" awaits the same sign-in (ensureSignedIn shares one in
 * flight) or retries it if this one failed: never two accounts for one person.
 */

/** Where the root loader puts the files of start-sign-in.client.ts (none on the dev server). */
interface RootData {
  startSignInFiles?: string[];
}

/**
 * Before hydration: a classic inline script, right after the form, that imports the
 * sign-in's files (all at once, not one round trip after another) on the field's first
 * text. It only runs on a page the server rendered; the files are the browser build's.
 */
export function SignInOnIntentScript({ fieldName = "screenName" }: { fieldName?: string }) {
  const nonce = useNonce();
  const files = useRouteLoaderData<RootData>("root")?.startSignInFiles;
  if (!files?.length) return null;
  const field = JSON.stringify(`form [name="${fieldName}"]`);
  const script =
    `(function(){var f=document.querySelector(${field});if(!f)return;` +
    `function start(){if(!f.value.trim())return;f.removeEventListener("input",start);` +
    `${JSON.stringify(files)}.forEach(function(u){import(u).catch(function(){})})}` +
    `f.addEventListener("input",start);start()})()`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * After hydration, as a ref on the form: for a page reached by an in-app link (no inline
 * script ran), and on the dev server. Where the inline script already started the sign-in,
 * this imports the same module again, which does nothing.
 */
export function useSignInOnIntent(fieldName = "screenName") {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const field = form.elements.namedItem(fieldName);
      if (!(field instanceof HTMLInputElement)) return;
      const signIn = () => {
        import("./start-sign-in.client").catch(() => {
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
