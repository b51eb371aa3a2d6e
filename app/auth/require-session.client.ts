import { redirect } from "react-router";
import type { User } from "firebase/auth";
import { cachedIdToken } from "./cached-id-token";

/**
 * SPEC §2, Route guards: protected screens need a session; without one the visitor goes
 * to the auth loading fallback (or to `otherwise`) with the path and query remembered. For
 * clientLoaders.
 */
export async function requireSession(request: Request, otherwise = "/router/"): Promise<User> {
  const [{ currentUser }, { rememberReturnTo }] = await Promise.all([
    import("./session.client"),
    import("./return-to.client"),
  ]);
  const user = await currentUser();
  if (user) return user;
  const url = new URL(request.url);
  rememberReturnTo(url.pathname + url.search);
  throw redirect(otherwise);
}

/**
 * The same guard for screens that only call the API (a game, My Games): a fresh token kept
 * from Firebase (cached-id-token.ts) stands for the session, so the screen's reads need not
 * wait for Firebase to start. The API still checks the token; a refused one falls back to
 * Firebase (api-client.ts).
 */
export async function requireApiSession(request: Request, otherwise = "/router/"): Promise<void> {
  if (cachedIdToken()) return;
  await requireSession(request, otherwise);
}
