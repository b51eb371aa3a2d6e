import type { Entry, Game } from "../../shared/api-types";
import type { EntryOrigin } from "../../shared/constants";
import { SOCKET_TICKET_LIFETIME_MS } from "../../shared/socket-ticket";
import { GAME_ALREADY_STARTED, MARK_SUPERSEDED } from "../../shared/refusal-codes";
import { ApiRequestError, READ_CACHE_MS, answerOf, apiRequest, type ApiResponse } from "../api/api-client";
import { rememberIdToken } from "../auth/cached-id-token";
import type { EarlyGameRead } from "./early-game-read";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { retryIdempotent } from "../api/retry-idempotent";
import { gameStore, type GameStore } from "./game-store";
import { sendMarkOverSocket } from "./socket-marks";
import { forgetAnsweredMark, keepUnansweredMark, type TappedMark } from "./unanswered-marks";

/** SPEC §7's calls for games and entries; results go into the game's store. */

export const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

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
 * token refused, the game is read as every call is then: through Firebase.
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
export function applyOwnChange(code: string, version: number, apply: (store: GameStore) => void) {
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
  const held = ticketsInHand.get(code);
  if (held && stillFresh(held)) return;
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
  return stillFresh(handed) ? ticket : null;
}

/** A ticket surely unexpired by this phone's clock: asked for less than half its lifetime ago. */
const stillFresh = (handed: { at: number }) => Date.now() - handed.at < SOCKET_TICKET_LIFETIME_MS / 2;

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


/** Our own change whose answer is the whole game: into the store at its version, then returned. */
export function applyGameAnswer(game: Game): Game {
  applyOwnChange(game.code, game.version, (store) => store.upsertGame(game, game.version));
  return game;
}

/** A change of the game at `path` below it (docs/api.md): each answers the whole game. */
export async function changeGame(code: string, path: string, method: "POST" | "PUT" | "DELETE", body?: unknown, timeoutMs?: number) {
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
export async function changeMadeOnce(code: string, path: string, method: "PUT" | "DELETE", done: string): Promise<Game> {
  try {
    return await changeGame(code, path, method, undefined, READ_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.body?.code === done)) throw error;
    return syncGame(code, { force: true });
  }
}

export const startGame = (code: string) => changeMadeOnce(code, "start-game", "PUT", GAME_ALREADY_STARTED);
export const callBingo = (code: string) => changeGame(code, "call-bingo", "PUT", undefined, CALL_BINGO_TIMEOUT_MS);
