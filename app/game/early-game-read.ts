/**
 * A game's screen opened afresh (a phone woken from sleep, a link tapped again) reads its game
 * before the app's scripts have come: an inline script the server writes into the page's
 * loading screen sends the screen's read and its socket's ticket request at once, with the ID
 * token this device kept (cached-id-token.ts), and leaves both answers on `window`. The game's
 * loader takes them once (docs/decisions/047). Without a kept token that still has minutes
 * left, the script sends nothing and the loader reads as before.
 */

/** What the inline script leaves: the two answers as fetch gave them, and when they were asked for. */
export interface EarlyGameRead {
  code: string;
  at: number;
  read: Promise<Response>;
  ticket: Promise<Response>;
}

export interface EarlyGameReadOptions {
  code: string;
  keptTokenKey: string;
  keptTokenMinLifetimeMs: number;
  timeoutMs: number;
}

/**
 * The inline script, as text (`toString`): it must stand alone, so it imports nothing and
 * repeats the kept token's rule (cachedIdToken) in its own few lines.
 */
export function earlyGameRead(options: EarlyGameReadOptions) {
  try {
    const kept = JSON.parse(localStorage.getItem(options.keptTokenKey) ?? "null") as { token?: unknown; expiresAt?: unknown } | null;
    const token = kept?.token;
    if (typeof token !== "string" || typeof kept?.expiresAt !== "number") return;
    if (kept.expiresAt - Date.now() < options.keptTokenMinLifetimeMs) return;
    const call = (method: string, path: string) =>
      fetch(`/api/v1/games/${options.code}${path}`, {
        method,
        headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    const early: EarlyGameRead = {
      code: options.code,
      at: Date.now(),
      read: call("GET", "?with=entries"),
      ticket: call("POST", "/socket-ticket"),
    };
    // Answers nobody takes (the app never came) are not errors to report.
    early.read.catch(() => undefined);
    early.ticket.catch(() => undefined);
    (window as { bingoEarlyGameRead?: EarlyGameRead }).bingoEarlyGameRead = early;
  } catch {
    // Storage blocked, or no AbortSignal.timeout: the loader reads as before.
  }
}

/** The early read of this game, once; null if the page sent none for it. */
export function takeEarlyGameRead(code: string): EarlyGameRead | null {
  const page = window as { bingoEarlyGameRead?: EarlyGameRead };
  const early = page.bingoEarlyGameRead;
  delete page.bingoEarlyGameRead;
  return early?.code === code ? early : null;
}
