import type { EarlyJoinAnswer, HeadStartState } from "./head-start-state";

/** What the head start needs to know, all given by the server's render (sign-in-on-intent.tsx). */
export interface GuestHeadStartOptions {
  /** The name field's `name` in the form. */
  field: string;
  /** Firebase Auth's anonymous sign-up (accounts:signUp with the project's key), or the Auth Emulator's. */
  signUpUrl: string;
  /** The project's public API key: Firebase's SDK keeps it with the user it saves. */
  apiKey: string;
  /** Where Firebase's SDK finds a saved user in localStorage (`firebase:authUser:{apiKey}:[DEFAULT]`). */
  firebaseUserKey: string;
  /** A device with either of these (Firebase's IndexedDB database, its localStorage keys) may hold a session. */
  firebaseDatabase: string;
  firebaseKeyPrefix: string;
  /** How cached-id-token.ts keeps the ID token, and the least lifetime it sends one with. */
  keptTokenKey: string;
  keptTokenMinLifetimeMs: number;
  /** Dispatched on `window` once a new guest is signed in (head-start-state.ts). */
  signedInEvent: string;
  /** The game screen's files, fetched once the visitor is on the name field. */
  preload: string[];
  /**
   * The form's schemas, which a "next" pressed after hydration needs first: fetched once the
   * guest is signed in, unless "next" was pressed before (the held press's join needs none).
   */
  formFiles: string[];
  /** The game a press joins, and the form's field that names it (null: the code is given). */
  join: { code: string; codeField: string | null } | null;
  /**
   * How long the sign-up and the join wait for their answers (request-timeouts.ts): past it,
   * patchy Wi-Fi's unanswered request is given up, and the app signs in and joins as usual.
   */
  requestTimeoutMs: number;
}

/**
 * A guest's way into a game on a slow phone, begun before the app has hydrated (docs/decisions/010,
 * 028). A join page's HTML runs this as an inline script right after its form, with
 * `Function.prototype.toString`, so it refers to nothing outside itself; once hydrated,
 * `useSignInOnIntent` runs it for a page reached by an in-app link. Both may run on one page:
 * they share one state on `window` (head-start-state.ts), where the app picks up what it did.
 *
 * - Once the visitor is on the name field, the game screen's files are fetched: the board is
 *   drawn from them right after the join, with no round trip for them after "next". The
 *   form's schemas follow the sign-in, for a "next" pressed after hydration.
 * - Once the field has text, the guest is signed in: with the ID token this browser kept, if
 *   fresh, else (on a device where Firebase has no saved session) with one anonymous sign-up
 *   over Firebase Auth's REST API, whose user is saved where Firebase's SDK will find it when
 *   it starts. Firebase's SDK itself is neither downloaded nor run for it, and its second
 *   round trip (the account's `lookup`) is not waited for. On a device that may hold a
 *   session, the sign-in is left to the SDK ("next" awaits it), never two accounts.
 * - A press on "next" sends the join at once, with that token, for the game the page is for,
 *   whether it is held until hydration (early-submit.tsx) or made after; the join's clientAction
 *   uses its answer, and goes its own way (the form's checks, its messages) for any other.
 * A page view alone signs nobody in, and nothing is sent without a name.
 */
export function guestHeadStart(form: HTMLFormElement, options: GuestHeadStartOptions): void {
  const page = window as unknown as { bingoHeadStart?: HeadStartState; earlySubmit?: { form: HTMLFormElement } };
  const state = (page.bingoHeadStart ??= { forms: new WeakSet() });
  const field = form.elements.namedItem(options.field);
  if (!(field instanceof HTMLInputElement) || state.forms.has(form)) return;
  state.forms.add(form);

  const keptToken = (): string | null => {
    try {
      const kept = JSON.parse(localStorage.getItem(options.keptTokenKey) ?? "null") as { token?: unknown; expiresAt?: unknown } | null;
      if (typeof kept?.token !== "string" || typeof kept.expiresAt !== "number") return null;
      return kept.expiresAt - Date.now() >= options.keptTokenMinLifetimeMs ? kept.token : null;
    } catch {
      return null;
    }
  };
  const mayHoldSession = async (): Promise<boolean> => {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(options.firebaseKeyPrefix)) return true;
    }
    if (typeof indexedDB?.databases !== "function") return true;
    return (await indexedDB.databases()).some((database) => database.name === options.firebaseDatabase);
  };
  const signUp = async (): Promise<string | null> => {
    const response = await fetch(options.signUpUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ returnSecureToken: true }),
      signal: AbortSignal.timeout(options.requestTimeoutMs),
    });
    if (!response.ok) return null;
    const account = (await response.json()) as { idToken?: unknown; refreshToken?: unknown; localId?: unknown; expiresIn?: unknown };
    const { idToken, refreshToken, localId } = account;
    if (typeof idToken !== "string" || typeof refreshToken !== "string" || typeof localId !== "string") return null;
    const now = Date.now();
    const expirationTime = now + Number(account.expiresIn) * 1000;
    // The user as Firebase's SDK saves one (its toJSON): the SDK restores it when it starts,
    // refreshes its token and moves it to IndexedDB, as for a session it made itself.
    localStorage.setItem(
      options.firebaseUserKey,
      JSON.stringify({
        uid: localId,
        emailVerified: false,
        isAnonymous: true,
        providerData: [],
        stsTokenManager: { refreshToken, accessToken: idToken, expirationTime },
        createdAt: String(now),
        lastLoginAt: String(now),
        apiKey: options.apiKey,
        appName: "[DEFAULT]",
      }),
    );
    localStorage.setItem(options.keptTokenKey, JSON.stringify({ token: idToken, expiresAt: expirationTime }));
    window.dispatchEvent(new Event(options.signedInEvent));
    return idToken;
  };
  const session = (): Promise<string | null> =>
    (state.session ??= (async () => keptToken() ?? ((await mayHoldSession()) ? null : signUp()))().catch(() => null));

  // At low priority: none of them is needed before the page has hydrated.
  const fetchEarly = (files: string[]) => {
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.fetchPriority = "low";
      document.head.appendChild(link);
    }
  };
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    fetchEarly(options.preload);
  };
  const onInput = () => {
    begin();
    if (field.value.trim() === "") return;
    field.removeEventListener("input", onInput);
    void session().then(() => {
      if (!state.join) fetchEarly(options.formFiles);
    });
  };
  field.addEventListener("focus", begin);
  field.addEventListener("input", onInput);
  if (document.activeElement === field) begin();
  if (field.value !== field.defaultValue) onInput();

  form.addEventListener("submit", () => {
    const join = options.join;
    // Before hydration, the press early-submit.tsx holds for this form (its listener runs first).
    // After it, every press: the join goes out now, not once the form's schemas and the API's
    // code have come over a slow network, and the form's clientAction takes its answer.
    if (!join || state.join) return;
    if (!document.body.dataset.hydrated && page.earlySubmit?.form !== form) return;
    const codeField = join.codeField === null ? null : form.elements.namedItem(join.codeField);
    const typedCode = codeField instanceof HTMLInputElement ? codeField.value : join.code;
    const screenName = field.value;
    if (screenName.trim() === "" || typedCode.trim().toUpperCase() !== join.code) return;
    const send = async (token: string | null): Promise<EarlyJoinAnswer | null> => {
      if (!token) return null;
      const response = await fetch("/api/v1/games/join", {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ screenName, code: join.code }),
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
      return { status: response.status, body, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
    };
    state.join = { screenName, code: join.code, answer: session().then(send).catch(() => null) };
  });
}
