import type { Entry, Game } from "../../shared/api-types";
import type { EntryOrigin } from "../../shared/constants";
import { joinRetryDelayMs } from "../../shared/join-retry";
import { SOCKET_TICKET_LIFETIME_MS } from "../../shared/socket-ticket";
import { ENTRY_NOT_FOUND, GAME_ALREADY_STARTED, GAME_ENDED, MARK_SUPERSEDED, PLAYER_NOT_FOUND } from "../../shared/refusal-codes";
import { ApiRequestError, READ_CACHE_MS, answerOf, apiRequest, type ApiResponse } from "../api/api-client";
import { rememberIdToken } from "../auth/cached-id-token";
import type { EarlyGameRead } from "./early-game-read";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { retryIdempotent } from "../api/retry-idempotent";
import { gameStore, type GameStore } from "./game-store";
import { setJoinRetryAt } from "./join-wait";
import { sendMarkOverSocket } from "./socket-marks";
import { forgetAnsweredMark, keepUnansweredMark, type TappedMark } from "./unanswered-marks";

/** SPEC §7's calls for games and entries; results go into the game's store. */

const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

/**
 * Reads the game and its entries (e.g. on open, after a reconnect or a gap) in one call,
 * which the server answers from one batch: both at the game's version, and one round trip
 * where two in a row were (docs/decisions/046).
 */
export async function syncGame(code: string, options: { force?: boolean } = {}) {
  return applyGameRead(await apiRequest<Game>(`games/${codePath(code)}?with=entries`, options));
}

/**
 * syncGame with the read the page sent before its scripts came (early-game-read.ts). Its kept
 * token refused, the game is read as any call is then: through Firebase.
 */
export async function syncGameFromEarlyRead(code: string, early: EarlyGameRead): Promise<Game> {
  let response: Response;
  try {
    response = await early.read;
  } catch {
    throw new ApiRequestError(0, null);
  }
  if (response.status !== 401) return applyGameRead(await answerOf<Game>(response));
  rememberIdToken(null);
  return syncGame(code, { force: true });
}

function applyGameRead(read: ApiResponse<Game>): Game {
  const { data: game, entries } = read as GameWithEntries;
  gameStore(game.code).applySnapshot(game, entries);
  return game;
}

/** `GET /games/{code}?with=entries`: the game, and its entries beside it. */
type GameWithEntries = ApiResponse<Game> & { entries: Entry[] };

/**
 * Applies the reply to one of our own changes. It is committed, so it goes in even when
 * it skips versions; but a skip means changes by others are still on their way, and once
 * ours is applied they would look old and be dropped: so read the whole game again.
 */
function applyOwnChange(code: string, version: number, apply: (store: GameStore) => void) {
  const store = gameStore(code);
  const othersInFlight = store.hasGapBefore(version);
  apply(store);
  if (othersInFlight) syncGame(code, { force: true }).catch(() => {
    // The socket resyncs on its next gap or reconnect.
  });
}

/** Games whose store the join's answer has just filled: the game's screen then reads nothing more. */
const justJoined = new Map<string, number>();
/** Socket tickets in hand per game: a join's, or one asked for beside the screen's read; `at`: when asked. */
const ticketsInHand = new Map<string, { ticket: Promise<string | null>; at: number }>();

/**
 * The join's answer carries the game and its entries, as the game's screen would read
 * them (docs/api.md): on a slow phone that saves two round trips before the board shows.
 * `refused`: the answer a join of these values already got (the guest's head start sent it):
 * a refusal to come back in a moment is waited out before this one is sent.
 */
export async function joinGame(input: { screenName: string; code: string }, refused?: JoinRefusal | null) {
  return joinAnswered(await joinWaitingOutShortRefusals(input, refused));
}

/** A join's refusal as its status and Retry-After (seconds). */
export interface JoinRefusal {
  status: number;
  retryAfterSeconds: number | null;
}

/** The answer of `POST /games/join`: the game, its entries and, from a room that holds it, the socket's ticket. */
export type JoinAnswer = ApiResponse<Game> & { entries?: Entry[]; socketTicket?: string };

/** The game a join's answer (200) carries, its entries put in the game's store; also for a join sent before hydration. */
export function joinAnswered(answer: JoinAnswer): Game {
  const { data: game, entries, socketTicket } = answer;
  if (entries) {
    gameStore(game.code).applySnapshot(game, entries);
    justJoined.set(game.code, Date.now());
  }
  if (socketTicket) ticketsInHand.set(game.code, { ticket: Promise.resolve(socketTicket), at: Date.now() });
  return game;
}

/** How long a socket ticket's answer may take before the try counts as failed and is made again. */
export const SOCKET_TICKET_TIMEOUT_MS = 10_000;

/**
 * Asks for the game's socket ticket now, beside the screen's read, not once the board is
 * drawn: the game goes live one round trip after the board, not two (docs/decisions/046).
 * Not when a join's answer brought one; `early`: the one the page asked for before its
 * scripts came (early-game-read.ts).
 */
export function askSocketTicketAhead(code: string, early: EarlyGameRead | null = null) {
  if (ticketsInHand.has(code)) return;
  const asked = early
    ? early.ticket.then((response) => answerOf<{ ticket: string }>(response))
    : apiRequest<{ ticket: string }>(`games/${codePath(code)}/socket-ticket`, { method: "POST", timeoutMs: SOCKET_TICKET_TIMEOUT_MS });
  // Refused or lost: the socket asks for its own, and its answer says what happened.
  ticketsInHand.set(code, { ticket: asked.then((answer) => answer.data.ticket, () => null), at: early?.at ?? Date.now() });
}

/**
 * The socket ticket in hand for this game, once (a join's, docs/decisions/045, or one asked for
 * ahead), while it is surely unexpired by this phone's clock (its own expiry is the server's).
 * Null otherwise, and the socket asks for one.
 */
export async function takeSocketTicket(code: string): Promise<string | null> {
  const handed = ticketsInHand.get(code);
  ticketsInHand.delete(code);
  if (!handed) return null;
  const ticket = await handed.ticket;
  return Date.now() - handed.at < SOCKET_TICKET_LIFETIME_MS / 2 ? ticket : null;
}

/** A join refused for a few seconds is waited out and sent again (shared/join-retry.ts). */
async function joinWaitingOutShortRefusals(input: { screenName: string; code: string }, refused?: JoinRefusal | null) {
  const waitedOut = refused ? joinRetryDelayMs(refused.status, refused.retryAfterSeconds, 0) : null;
  if (waitedOut !== null) {
    setJoinRetryAt(Date.now() + waitedOut);
    await new Promise((resolve) => setTimeout(resolve, waitedOut));
  }
  for (let retry = waitedOut === null ? 0 : 1; ; retry += 1) {
    try {
      // Bounded, as a read is: a join is safe to send again (joining twice is a rejoin), and a
      // request patchy Wi-Fi never answers then says "No connection" instead of spinning on.
      const answer = await apiRequest<Game>("games/join", { method: "POST", body: input, timeoutMs: READ_TIMEOUT_MS });
      setJoinRetryAt(null);
      return answer;
    } catch (error) {
      const delayMs = error instanceof ApiRequestError ? joinRetryDelayMs(error.status, error.retryAfterSeconds, retry) : null;
      if (delayMs === null) {
        setJoinRetryAt(null);
        throw error;
      }
      setJoinRetryAt(Date.now() + delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * The game as the join just answered it, once and within SPEC §7's 5 s in which the same
 * read is not repeated; else null, and the caller reads it (syncGame).
 */
export function takeJustJoined(code: string): Game | null {
  const at = justJoined.get(code);
  justJoined.delete(code);
  if (at === undefined || Date.now() - at >= READ_CACHE_MS) return null;
  return gameStore(code).getSnapshot().game;
}

/**
 * A prediction for the pool: a person's own words, or a starter idea (nobody's prophecy).
 * `timeoutMs` only where a try given up on is sent again safely (unsaved-predictions.ts).
 */
export async function addEntry(gameCode: string, text: string, origin: EntryOrigin = "TYPED", timeoutMs?: number) {
  const { data, version = 0 } = await apiRequest<Entry>("entries", { method: "POST", body: { gameCode, text, origin }, timeoutMs });
  applyOwnChange(gameCode, version, (store) => store.upsertEntries([data], version));
  return data;
}

/** How long one try at saving a mark may take before it counts as lost and is sent again. */
const MARK_TIMEOUT_MS = 10_000;

/**
 * A tap of a square, as the game's store shows it now: the version and round the player saw,
 * which a resend from a later page keeps (unanswered-marks.ts).
 */
export function tappedMark(gameCode: string, entryId: number, isMarked: boolean, playerId: number): TappedMark {
  const { version, game } = gameStore(gameCode).getSnapshot();
  return { entryId, isMarked, basedOnVersion: Math.max(0, version), round: game?.round ?? 1, playerId, tappedAt: Date.now() };
}

/**
 * A mark goes over the game's open socket when it can (socket-marks.ts), else, or when that
 * gets no answer, as a PUT. Marks are absolute ("marked: yes"), so a retry after a dropped
 * connection is safe; and each carries the version the player saw when tapping, so the server
 * drops a retry that someone else's change has overtaken (MARK_SUPERSEDED). That is an answer,
 * not a failure: the square shows their change, from a fresh read. Null then.
 *
 * Until it is answered the mark is kept on the device (unanswered-marks.ts): a page that dies
 * meanwhile leaves it to the next play screen of the game, which sends it again as it was tapped.
 */
export async function setEntryMarked(gameCode: string, mark: TappedMark) {
  keepUnansweredMark(gameCode, mark);
  try {
    return await sendMark(gameCode, mark);
  } finally {
    forgetAnsweredMark(gameCode, mark);
  }
}

async function sendMark(gameCode: string, { entryId, isMarked, basedOnVersion }: TappedMark) {
  const answer = await sendMarkOverSocket(gameCode, { entryId, isMarked, basedOnVersion });
  if (answer && "entry" in answer) {
    applyOwnChange(gameCode, answer.version, (store) => store.upsertEntries([answer.entry], answer.version));
    return answer.entry;
  }
  if (answer && "refusal" in answer && answer.refusal.code === MARK_SUPERSEDED) return showTheirChange(gameCode);
  // No answer, a game that takes marks as PUTs, or a refusal: the room words refusals in
  // English, the PUT in the page's language (a refusal is rare; its second trip costs little).
  const body = { isMarked, basedOnVersion };
  try {
    const { data, version = 0 } = await retryIdempotent(() =>
      apiRequest<Entry>(`entries/${entryId}`, { method: "PUT", body, timeoutMs: MARK_TIMEOUT_MS }),
    );
    applyOwnChange(gameCode, version, (store) => store.upsertEntries([data], version));
    return data;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === MARK_SUPERSEDED)) throw error;
    return showTheirChange(gameCode);
  }
}

/** A mark overtaken by someone else's change of that square: read it, and answer null. */
async function showTheirChange(gameCode: string): Promise<null> {
  await syncGame(gameCode, { force: true }).catch(() => {
    // The socket's next message or reconnect brings their change anyway.
  });
  return null;
}

/** A new text for an entry, before the start (its author or the creator). */
export async function editEntry(gameCode: string, entryId: number, text: string) {
  const { data, version = 0 } = await apiRequest<Entry>(`entries/${entryId}`, { method: "PATCH", body: { text } });
  applyOwnChange(gameCode, version, (store) => store.upsertEntries([data], version));
  return data;
}

/**
 * A prediction taken out of the pool. Bounded as a read is, and safe to send again: sent again
 * after its answer was lost, it finds the prediction gone, which is what was asked. The pool is
 * then read afresh rather than a refusal shown beside a prediction that is no longer there.
 */
export async function deleteEntry(gameCode: string, entryId: number) {
  try {
    const { version = 0 } = await apiRequest<unknown>(`entries/${entryId}`, { method: "DELETE", timeoutMs: READ_TIMEOUT_MS });
    applyOwnChange(gameCode, version, (store) => store.removeEntries([entryId], version));
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === ENTRY_NOT_FOUND)) throw error;
    await syncGame(gameCode, { force: true });
  }
}

/** Our own change whose answer is the whole game: into the store at its version, then returned. */
function applyGameAnswer(game: Game): Game {
  applyOwnChange(game.code, game.version, (store) => store.upsertGame(game, game.version));
  return game;
}

/** A change of the game at `path` below it (docs/api.md): each answers the whole game. */
async function changeGame(code: string, path: string, method: "POST" | "PUT" | "DELETE", body?: unknown, timeoutMs?: number) {
  return applyGameAnswer((await apiRequest<Game>(`games/${codePath(code)}/${path}`, { method, body, timeoutMs })).data);
}

/**
 * How long a call of Bingo waits for its answer. Its button waits with it, at the one moment
 * of the evening nobody should wait on a request patchy Wi-Fi never answers. Safe to call again:
 * a call made twice cannot take two places (the second is refused, and the socket brings the
 * place the first took).
 */
export const CALL_BINGO_TIMEOUT_MS = 10_000;

/**
 * A host's change that is made once. Bounded as a read is: one patchy Wi-Fi never answers says
 * "No connection", and is safe to send again. Sent again after its answer was lost (or from the
 * host's other tab), it is refused as done already (`done`): that is no problem to show, so the
 * game is read afresh and its screen shows what the first made (the board, the end, the player
 * gone).
 */
async function changeMadeOnce(code: string, path: string, method: "PUT" | "DELETE", done: string): Promise<Game> {
  try {
    return await changeGame(code, path, method, undefined, READ_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === done)) throw error;
    return syncGame(code, { force: true });
  }
}

export const startGame = (code: string) => changeMadeOnce(code, "start-game", "PUT", GAME_ALREADY_STARTED);
export const callBingo = (code: string) => changeGame(code, "call-bingo", "PUT", undefined, CALL_BINGO_TIMEOUT_MS);
/** The creator removes a player; the answer is the game without them. */
export const removePlayer = (code: string, playerCode: string) =>
  changeMadeOnce(code, `players/${encodeURIComponent(playerCode)}`, "DELETE", PLAYER_NOT_FOUND);

/**
 * After a Bingo, the creator deals the next round. The call names the round it follows, so
 * the server starts it once however often it arrives: safe to retry through a dropped
 * connection, and a second tap or tab just gets the round already started.
 */
/** `choice`: the next round's pattern and places (docs/api.md); the server checks them. */
export async function startNextRound(code: string, after: number, choice: { pattern?: string; places?: number } = {}) {
  const { data } = await retryIdempotent(() =>
    apiRequest<Game>(`games/${codePath(code)}/rounds`, { method: "POST", body: { after, ...choice } }),
  );
  return applyGameAnswer(data);
}

/** The host's calls (docs/decisions/015-host-continuity.md). */
export const handOverHost = (code: string, playerCode: string) => changeGame(code, "host", "POST", { playerCode });
export const takeOverHost = (code: string) => changeGame(code, "host/take-over", "POST");
export const setJoinLocked = (code: string, locked: boolean) => changeGame(code, "lock", "PUT", { locked });
export const endGame = (code: string) => changeMadeOnce(code, "end", "PUT", GAME_ENDED);
/** The host confirms a paper seat's Bingo (docs/decisions/032-paper-seats.md): the round is the card's. */
export const confirmSeatBingo = (code: string, seatId: number) => changeGame(code, `seats/${seatId}/bingo`, "PUT");

/**
 * The host's link to the game's TV view, `/tv/{code}/#key=…` (host only: 403 for anyone else).
 * Not kept: the room replaces the key when the host role moves or a player leaves
 * (docs/decisions/018-tv-view.md), which this page may not have seen, so each showing of the
 * link asks for it (tv-view-link.tsx).
 */
export async function tvViewPath(code: string): Promise<string> {
  return (await apiRequest<{ path: string }>(`games/${codePath(code)}/tv-link`, { method: "POST" })).data.path;
}

/** Whether the caller may take the host role over now, or in how many ms they might (null: no). */
export async function takeOverChance(code: string) {
  const path = `games/${codePath(code)}/host/take-over`;
  return (await apiRequest<{ allowed: boolean; inMs: number | null }>(path, { force: true })).data;
}
