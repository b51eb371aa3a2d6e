import { cachedIdToken } from "./cached-id-token";

/**
 * What a join page's guest head start (guest-head-start.ts) did before the app was there: the
 * guest's session and, for "next" pressed before hydration, the join's answer. The head start
 * runs as an inline script, so it leaves them on `window`; the app reads them here. It goes with
 * the ID token kept for a page's first reads, its one import (scripts/client-chunk-groups.ts).
 */

/** The join's answer as the head start got it: its status, body and Retry-After (seconds). */
export interface EarlyJoinAnswer {
  status: number;
  body: unknown;
  retryAfterSeconds: number | null;
}

export interface HeadStartState {
  /** The forms a head start already follows: the inline script and the hook may both start one. */
  forms: WeakSet<HTMLFormElement>;
  /**
   * The guest's ID token: the one kept (cached-id-token.ts), else a new anonymous account's;
   * null when the sign-in is left to Firebase's SDK (a session may be saved) or failed.
   */
  session?: Promise<string | null>;
  /** The join sent for a press held before hydration, with what it sent. */
  join?: { screenName: string; code: string; answer: Promise<EarlyJoinAnswer | null> };
}

/** Dispatched on `window` once the head start has signed a new guest in. */
export const GUEST_SIGNED_IN_EVENT = "bingo:guest-signed-in";

const headStart = (): HeadStartState | undefined => (window as { bingoHeadStart?: HeadStartState }).bingoHeadStart;

/** Whether a head start already follows this form (the inline script ran on it). */
export function headStartFollows(form: HTMLFormElement): boolean {
  return headStart()?.forms.has(form) ?? false;
}

/**
 * Settles once a sign-in the head start began has (at once if none): Firebase's SDK must read
 * its saved session only after the head start has written it, or it would make another account.
 */
export async function headStartSettled(): Promise<void> {
  await headStart()?.session;
}

/**
 * Whether the guest has a session the API takes without Firebase's SDK: the head start's, or
 * a token kept from an earlier page (cached-id-token.ts). Then a join need not start the SDK.
 */
export async function signedInAhead(): Promise<boolean> {
  await headStartSettled();
  return cachedIdToken() !== null;
}

/**
 * The answer of the join the head start sent for exactly these values (the name as typed,
 * the normalized code), once: null if it sent none for them.
 */
export function takeEarlyJoin(screenName: string, code: string): Promise<EarlyJoinAnswer | null> | null {
  const state = headStart();
  const join = state?.join;
  if (!state || !join || join.screenName !== screenName || join.code !== code) return null;
  delete state.join;
  return join.answer;
}
