import { data } from "react-router";
import { ApiRequestError } from "../api/api-client";

/**
 * Shared first step of the game screens' client loaders: a session (else the auth
 * fallback), then a fresh read of the game and its entries into the game's store.
 */
export async function loadGameForScreen(request: Request, code: string) {
  const [{ requireSession }, { syncGame }, { loadUserDetails }] = await Promise.all([
    import("../auth/require-session.client"),
    import("./game-api"),
    import("../api/user-details"),
  ]);
  await requireSession(request);
  try {
    const [game, user] = await Promise.all([syncGame(code, { force: true }), loadUserDetails()]);
    return { game, userId: user.id };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw data("This game does not exist, or you have not joined it yet.", { status: 404 });
    }
    throw error;
  }
}
