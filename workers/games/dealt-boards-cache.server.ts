import type { OneAwayIndex } from "./one-away-index.server";

/**
 * The dealt boards of the games this isolate served lately, so that a mark's one-away check
 * (one-away-queries.server.ts) can tell D1 which boards it already has: D1 then sends them
 * again only if `games.boards_version` moved, which triggers do whenever a player is added,
 * removed, deleted or dealt a board (migration 0010, docs/decisions/017). Boards change a few
 * times a round and marks come by the hundred; at 500 players the boards are ~100 KB of JSON
 * a mark would otherwise read, move and parse.
 *
 * Nothing here is trusted: the query compares the game id and boards version itself, so a
 * stale, evicted or wrong guess only costs a full read. Bounded; the oldest go first.
 */
export interface DealtBoards {
  gameId: number;
  boardsVersion: number;
  /** Every dealt board of a player still in the game, indexed for the one-away rule. */
  index: OneAwayIndex;
}

const MAX_GAMES = 64;
const MAX_ENTRIES = 8_192;

const boardsByGame = new Map<number, DealtBoards>();
/** Entries never change game, so a mark (which names only its entry) can find its game's boards. */
const gameByEntry = new Map<number, number>();

function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/** Also learns the game of every entry on those boards: their first mark finds the boards too. */
export function rememberBoards(dealt: DealtBoards): void {
  remember(boardsByGame, dealt.gameId, dealt, MAX_GAMES);
  for (const entryId of dealt.index.squares.keys()) {
    if (gameByEntry.get(entryId) !== dealt.gameId) rememberGameOfEntry(entryId, dealt.gameId);
  }
}

export function rememberGameOfEntry(entryId: number, gameId: number): void {
  remember(gameByEntry, entryId, gameId, MAX_ENTRIES);
}

/** The boards last seen for the game of `entryId`, if this isolate has them. */
export function boardsForEntry(entryId: number): DealtBoards | undefined {
  const gameId = gameByEntry.get(entryId);
  return gameId === undefined ? undefined : boardsByGame.get(gameId);
}
