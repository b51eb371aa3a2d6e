import { redirect } from "react-router";
import type { User } from "firebase/auth";

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
