import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { ServerScript } from "../components/server-script";
import { useNonce } from "../csp-nonce";
import type { PublicConfig } from "../public-config.server";
import {
  FIREBASE_DATABASE,
  FIREBASE_LOCAL_STORAGE_PREFIX,
  MIN_LIFETIME_LEFT_MS,
  STORAGE_KEY,
  whenFirebaseLoads,
} from "./cached-id-token";
import { guestHeadStart, type GuestHeadStartOptions } from "./guest-head-start";
import { GUEST_SIGNED_IN_EVENT, headStartFollows } from "./head-start-state";

/**
 * The guest's head start on a join (guest-head-start.ts, docs/decisions/010 and 028): before
 * hydration through an inline script right after the form, after it through a ref. Both may
 * run on one page; they share one sign-in.
 */

/** What the root loader gives the head start: the public config, the files to fetch early (none on the dev server). */
interface RootData {
  config?: PublicConfig;
  headStartFiles?: Record<GameScreenFiles | "form", string[]>;
}

/** Which of a game's screens a join opens: play, or setup for a game not started. */
export type GameScreenFiles = "play" | "setup";

export interface HeadStartProps {
  /** The name field's `name`. */
  fieldName?: string;
  /** The game a press joins (the invite's code, normalized) and the field that holds it (null: given). */
  join: { code: string; codeField: string | null } | null;
  screen: GameScreenFiles;
}

function useHeadStartOptions({ fieldName = "screenName", join, screen }: HeadStartProps): GuestHeadStartOptions | null {
  const root = useRouteLoaderData<RootData>("root");
  const firebase = root?.config?.firebase;
  if (!firebase) return null;
  const authBase = firebase.emulatorUrl ? `${firebase.emulatorUrl}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";
  return {
    field: fieldName,
    signUpUrl: `${authBase}/v1/accounts:signUp?key=${encodeURIComponent(firebase.apiKey)}`,
    apiKey: firebase.apiKey,
    // Firebase's SDK names the app it is given without a name "[DEFAULT]" (firebase.client.ts).
    firebaseUserKey: `${FIREBASE_LOCAL_STORAGE_PREFIX}${firebase.apiKey}:[DEFAULT]`,
    firebaseDatabase: FIREBASE_DATABASE,
    firebaseKeyPrefix: FIREBASE_LOCAL_STORAGE_PREFIX,
    keptTokenKey: STORAGE_KEY,
    keptTokenMinLifetimeMs: MIN_LIFETIME_LEFT_MS,
    signedInEvent: GUEST_SIGNED_IN_EVENT,
    preload: root?.headStartFiles?.[screen] ?? [],
    formFiles: root?.headStartFiles?.form ?? [],
    join,
    requestTimeoutMs: READ_TIMEOUT_MS,
  };
}

/**
 * Before hydration: a classic inline script, right after the form, that runs the head start on
 * it. Written by the server only (ServerScript): the browser's build has the function in a
 * file of its own, for the hook below.
 */
export function SignInOnIntentScript(props: HeadStartProps) {
  const nonce = useNonce();
  const options = useHeadStartOptions(props);
  if (!options) return null;
  const field = JSON.stringify(`form [name="${options.field}"]`);
  const script = !import.meta.env.SSR
    ? ""
    : `(function(f){if(f&&f.form)(${guestHeadStart.toString()})(f.form,${JSON.stringify(options)})})(document.querySelector(${field}))`;
  return <ServerScript nonce={nonce} code={script} />;
}

/**
 * After hydration, as a ref on the form: for a page reached by an in-app link (no inline script
 * ran), and on the dev server. Once Firebase has started on the page, "next" signs in through it.
 */
export function useSignInOnIntent(props: HeadStartProps) {
  const options = useHeadStartOptions(props);
  const optionsKey = JSON.stringify(options);
  return useCallback(
    (form: HTMLFormElement | null) => {
      // The inline script follows a form the server rendered: nothing to fetch for it.
      if (!form || !options || headStartFollows(form)) return;
      let firebaseStarted = false;
      const stop = whenFirebaseLoads(() => (firebaseStarted = true));
      import("./guest-head-start")
        .then((module) => {
          if (!firebaseStarted && form.isConnected) module.guestHeadStart(form, options);
        })
        .catch(() => {
          // Only a head start: "next" signs in and reports a failure.
        });
      return stop;
    },
    // The options by value: the root's data is the same object only until it is read again.
    [optionsKey],
  );
}
