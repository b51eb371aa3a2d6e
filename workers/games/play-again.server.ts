import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { PlayAgainInput } from "../../shared/api-schemas";
import type { EntryOrigin } from "../../shared/constants";
import type { BoardSize } from "../../shared/board-shape";
import type { Places, WinPattern } from "../../shared/win-patterns";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { entries, players, roundMarks, users } from "../db/schema";
import type { GameChange } from "./game-events";
import { membershipQuery, requireMembership } from "./game-queries.server";
import { bumpVersionIf } from "./guarded-commit.server";

/** A prediction carried into next year's game: its text and its author's account (D1's id) and name. */
export interface SeededEntry {
  text: string;
  normalizedText: string;
  authorUserId: number | null;
  authorName: string | null;
  /**
   * The author's sign-in, from the old room's copy of their account: next year's room keeps a
   * copy under the same D1 id, so that their join there (which asks D1 nothing) is known as
   * theirs and claims these entries (docs/decisions/034).
   */
  authorFirebaseUid: string | null;
  /** A starter idea stays one next year: nobody's prophecy (docs/decisions/026). */
  origin: EntryOrigin;
}

/** What next year's game is made from: the finished game as its room holds it. */
export interface PlayAgainMaterial {
  name: string;
  description: string;
  boardSize: BoardSize;
  pattern: WinPattern;
  places: Places;
  createdAt: number;
  /** The host's name in this game: theirs again in the next. */
  hostName: string;
  entries: SeededEntry[];
}

/**
 * Run in the finished game's room: the host only (403), once the game is finished, a Bingo
 * called or the game ended (409), and the predictions to carry over, in their order, each with
 * its author. A prediction came true when it was marked in any round.
 */
export async function playAgainMaterial(
  db: Database,
  firebaseUid: string,
  code: string,
  seed: PlayAgainInput["seed"],
): Promise<PlayAgainMaterial> {
  const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  if (player.role !== "CREATOR") throw refusal("onlyHost");
  if (game.status !== "BINGO" && game.status !== "COMPLETE") throw refusal("gameNotFinished");
  const cameTrue = sql<boolean>`(${entries.isMarked} = 1 OR EXISTS (SELECT 1 FROM ${roundMarks}
    WHERE ${roundMarks.gameId} = ${entries.gameId} AND ${roundMarks.entryId} = ${entries.id}))`.mapWith(Boolean);
  const rows = await db
    .select({
      text: entries.text,
      normalizedText: entries.normalizedText,
      authorUserId: sql<number | null>`coalesce(${players.userId}, ${entries.seededBy})`,
      authorName: sql<string | null>`coalesce(${players.screenName}, ${entries.seededName})`,
      origin: entries.origin,
      authorFirebaseUid: sql<string | null>`(SELECT ${users.firebaseUid} FROM ${users}
        WHERE ${users.id} = coalesce(${players.userId}, ${entries.seededBy}))`,
      cameTrue,
    })
    .from(entries)
    .leftJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.gameId, game.id))
    .orderBy(asc(entries.displayOrder), asc(entries.id));
  return {
    name: game.name,
    description: game.description,
    boardSize: game.boardSize,
    pattern: game.pattern,
    places: game.places,
    createdAt: game.createdAt,
    hostName: player.screenName,
    entries: rows
      .filter((row) => seed === "all" || !row.cameTrue)
      .map(({ cameTrue: _cameTrue, ...entry }) => entry),
  };
}

/**
 * Run in next year's room, just made: its pool is last year's predictions. The host's own are
 * theirs at once; everyone else's keep their author's account and name until that author joins
 * (join-game.server.ts). Only into a game in SETUP with no entries yet, so it runs once.
 */
export async function seedEntries(
  db: Database,
  firebaseUid: string,
  code: string,
  seeded: SeededEntry[],
): Promise<GameChange<{ entries: number }>> {
  const { game, player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  if (player.role !== "CREATOR") throw refusal("onlyHost");
  const empty = sql`status = 'SETUP' AND NOT EXISTS (SELECT 1 FROM entries WHERE game_id = ${game.id})`;
  const rows = JSON.stringify(seeded.map((entry) => ({ ...entry, own: entry.authorUserId === player.userId })));
  const [[bumped]] = await db.batch([
    bumpVersionIf(db, game.id, empty),
    // A builder, not a raw statement, which the room would run at once, before the guard. It
    // names every column in the table's order; one JSON parameter, however many entries.
    db.insert(entries).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          gameId: sql<number>`${game.id}`.as("game_id"),
          playerId: sql<number | null>`CASE WHEN value ->> 'own' THEN ${player.id} END`.as("player_id"),
          text: sql<string>`value ->> 'text'`.as("text"),
          normalizedText: sql<string>`value ->> 'normalizedText'`.as("normalized_text"),
          displayOrder: sql<number>`key + 1`.as("display_order"),
          isMarked: sql<boolean>`0`.as("is_marked"),
          markedBy: sql<null>`NULL`.as("marked_by"),
          markedAt: sql<null>`NULL`.as("marked_at"),
          markChangedVersion: sql<null>`NULL`.as("mark_changed_version"),
          markChangedBy: sql<null>`NULL`.as("mark_changed_by"),
          createdAt: sql<number>`(unixepoch('subsec') * 1000)`.as("created_at"),
          editedBy: sql<null>`NULL`.as("edited_by"),
          seededBy: sql<number | null>`CASE WHEN value ->> 'own' THEN NULL ELSE value ->> 'authorUserId' END`.as("seeded_by"),
          seededName: sql<string | null>`CASE WHEN value ->> 'own' THEN NULL ELSE value ->> 'authorName' END`.as("seeded_name"),
          origin: sql<EntryOrigin>`value ->> 'origin'`.as("origin"),
        })
        .from(sql`json_each(${rows})`),
    ),
  ]);
  // Nobody has the game open yet: its first read carries the entries.
  return { gameCode: code, data: { entries: seeded.length }, events: [], version: bumped!.version };
}

/**
 * An account's predictions carried over from last year become its player's again, with the marks
 * a round kept of those taken out of the pool since (docs/decisions/031, 043): run in the batch
 * that gives the account its player. `inGame` limits it to that game (a join); without it, every
 * game the account plays in (a guest's merge into an account already at next year's table).
 */
export function claimSeededEntries(db: Database, userId: SQL | number, inGame?: number) {
  const playerIn = (gameId: SQL | SQLiteColumn) =>
    sql`(SELECT ${players.id} FROM ${players} WHERE ${players.gameId} = ${gameId} AND ${players.userId} = ${userId})`;
  const claimable = (table: typeof entries | typeof roundMarks) =>
    and(
      eq(table.seededBy, sql`${userId}`),
      isNull(table.playerId),
      inGame === undefined ? sql`${playerIn(table.gameId)} IS NOT NULL` : eq(table.gameId, inGame),
    );
  const claimed = (table: typeof entries | typeof roundMarks) => ({ playerId: playerIn(table.gameId), seededBy: null, seededName: null });
  return [
    db.update(entries).set(claimed(entries)).where(claimable(entries)),
    db.update(roundMarks).set(claimed(roundMarks)).where(claimable(roundMarks)),
  ] as const;
}
