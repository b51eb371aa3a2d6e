import type { Entry, Game, Player } from "../../shared/api-types";
import type { EntryRow, GameRow, PlayerRow } from "../db/schema";
import type { PublicPlayerRow } from "./game-queries.server";

/**
 * Rows to the API's shapes (shared/api-types.ts). Boards appear only for their owner, and
 * no user id at all: the viewer's own player is told by `isMe`.
 */

/** A player row read whole, as everyone may see it, with whether it is its game's owner. */
export function publicPlayer(player: PlayerRow, game: Pick<GameRow, "userId">): PublicPlayerRow & PlayerRow {
  return { ...player, isOwner: player.userId === game.userId };
}

export function playerView(row: PublicPlayerRow, viewer?: Pick<PlayerRow, "id" | "boardEntries"> | null): Player {
  const player: Player = {
    id: row.id,
    code: row.code,
    gameId: row.gameId,
    screenName: row.screenName,
    role: row.role,
  };
  if (row.isOwner) player.isOwner = true;
  if (viewer?.id !== row.id) return player;
  player.isMe = true;
  if (viewer.boardEntries) player.boardEntries = viewer.boardEntries;
  return player;
}

/**
 * The game as `viewer` sees it: every player, the viewer's own board once dealt, and once won
 * the winning line (`winning-line.server.ts`).
 */
export function gameView(
  game: GameRow,
  players: PublicPlayerRow[],
  viewer: PlayerRow | null,
  winningEntryIds: number[] | null = null,
): Game {
  const view: Game = {
    id: game.id,
    code: game.code,
    name: game.name,
    description: game.description,
    status: game.status,
    winnerId: game.winnerId,
    version: game.version,
    locked: game.joinLocked,
    boardSize: game.boardSize,
    round: game.round,
    pastRounds: game.pastRounds,
    pattern: game.pattern,
    places: game.places,
    winners: game.winners,
    players: players.map((player) => playerView(player, viewer)),
  };
  if (game.hostChange) view.hostChange = game.hostChange;
  if (winningEntryIds) view.winningEntryIds = winningEntryIds;
  return view;
}

// Where a carried-over entry came from shows only as its author's name (authorName), never as an account.
type EntryColumns = Omit<EntryRow, "normalizedText" | "createdAt" | "seededBy" | "seededName"> & { editedByName: string | null };

/**
 * A game-wide change as everyone sees it: the version it produced, the game without boards,
 * and the entries it touched with their authors' names.
 */
export function changedGameView(
  version: number,
  game: GameRow,
  players: PublicPlayerRow[],
  touched: Array<{ entry: EntryColumns; authorName: string }>,
) {
  return {
    version,
    game: gameView(game, players, null),
    entries: entriesView(touched, game.code),
  };
}

/** Entries as their reads list them: each row of an entry and its author's name. */
export function entriesView(rows: Array<{ entry: EntryColumns; authorName: string }>, gameCode: string): Entry[] {
  return rows.map(({ entry, authorName }) => entryView(entry, authorName, gameCode));
}

export function entryView(row: EntryColumns, playerName: string, gameCode: string): Entry {
  return {
    id: row.id,
    gameId: row.gameId,
    playerId: row.playerId,
    text: row.text,
    displayOrder: row.displayOrder,
    isMarked: row.isMarked,
    markedBy: row.markedBy,
    markedAt: row.markedAt,
    playerName,
    editedBy: row.editedBy,
    editedByName: row.editedByName,
    origin: row.origin,
    gameCode,
  };
}
