import { data, redirect } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { ApiRequestError } from "../api/api-client";
import { GAME_NOT_FOUND } from "./game-error-boundary";
import { myPlayerIdIn } from "./use-my-player";

/**
 * The game layout's client loader: the caller's session, then a fresh read of the game and
 * its entries into the game's store, unless the join has just answered with both. Someone
 * who is not in the game (no session, or not a
 * player: the API cannot tell them from a game that does not exist) is sent to join it,
 * with the code filled in; once joined, the join page opens the game, whose layout picks
 * setup or play by status, as the link did. They learn nothing the join page does not say.
 */
export async function loadGameForScreen(request: Request, gameId: string) {
  const code = normalizeGameCode(gameId);
  if (code !== PRACTICE_GAME_CODE && !isWellFormedGameCode(code)) throw gameNotFound();
  const joinPath = code === PRACTICE_GAME_CODE ? "/player-name/" : `/join/${code}/`;

  const [{ requireApiSession }, { syncGame, takeJustJoined }] = await Promise.all([
    import("../auth/require-session.client"),
    import("./game-api"),
  ]);
  await requireApiSession(request, joinPath);
  try {
    // Right after joining, the join's answer already filled the store (docs/api.md).
    const game = takeJustJoined(code) ?? (await syncGame(code, { force: true }));
    return { game, myPlayerId: myPlayerIdIn(game) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw redirect(joinPath);
    throw error;
  }
}

/** Said in words by the game's error screen, in the page's language. */
const gameNotFound = () => data(GAME_NOT_FOUND, { status: 404 });
