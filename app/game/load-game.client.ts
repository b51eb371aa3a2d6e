import { data, redirect } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { ApiRequestError, isUnreachable } from "../api/api-client";
import { GAME_NOT_FOUND } from "./game-error-boundary";
import type { Game } from "../../shared/api-types";
import { gameStore } from "./game-store";
import { lastReadGame } from "./last-read-games";
import { takeEarlyGameRead } from "./early-game-read";
import { myPlayerIdIn } from "./use-my-player";

/**
 * How long a game's screen waits for its fresh read before it shows the game as this device
 * last held it. A read on a slow phone's network answers well within it (bench:web: the whole
 * way from a link to the board takes 2.5 s); a read that hangs on patchy Wi-Fi does not.
 */
export const LAST_READ_AFTER_MS = 3_000;

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

  const [{ requireApiSession }, { askSocketTicketAhead, syncGame, syncGameFromEarlyRead, takeJustJoined }] = await Promise.all([
    import("../auth/require-session.client"),
    import("./game-api"),
  ]);
  await requireApiSession(request, joinPath);
  // The read and the ticket the page asked for before its scripts came, if it did (docs/decisions/047).
  const early = takeEarlyGameRead(code);
  try {
    // Right after joining, the join's answer already filled the store (docs/api.md), and
    // brought the socket's ticket. Otherwise the ticket is asked for beside the read.
    const joined = takeJustJoined(code);
    if (!joined) askSocketTicketAhead(code, early);
    const read = () => (early ? syncGameFromEarlyRead(code, early) : syncGame(code, { force: true }));
    const game = joined ?? (await readOrLastRead(code, read()));
    return { game, myPlayerId: myPlayerIdIn(game) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw redirect(joinPath);
    throw error;
  }
}

/**
 * The fresh read, unless it fails for want of a network or a server (or is still on its way
 * after LAST_READ_AFTER_MS) and this device kept the game for this account
 * (last-read-games.ts): the screen then shows the game as the player last had it. The read
 * goes on and puts its answer in the store when it comes; the socket, once it connects with
 * the version shown, brings the whole game if it is older than the room's.
 */
async function readOrLastRead(code: string, reading: Promise<Game>): Promise<Game> {
  const lastRead = lastReadGame(code);
  if (!lastRead) return reading;
  const answered = await Promise.race([
    reading.then(
      (game) => ({ game }),
      (error: unknown) => ({ error }),
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), LAST_READ_AFTER_MS)),
  ]);
  if (answered && "game" in answered) return answered.game;
  if (answered && !isUnreachable(answered.error)) throw answered.error;
  reading.catch(() => {
    // The socket reads the game again once the phone is back.
  });
  const store = gameStore(code);
  store.applySnapshot(lastRead.game, lastRead.entries);
  return store.getSnapshot().game ?? lastRead.game;
}

/** Said in words by the game's error screen, in the page's language. */
const gameNotFound = () => data(GAME_NOT_FOUND, { status: 404 });
