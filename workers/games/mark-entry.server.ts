import { eq, sql } from "drizzle-orm";
import { alias, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Entry } from "../../shared/api-types";
import { mayUnmark } from "../../shared/unmark-rule";
import { refusal } from "../../shared/refusal";
import { batchOf, type Database, type QueryValue } from "../db/database.server";
import { entries, games, players, users } from "../db/schema";
import { entryView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry, isConflict } from "./guarded-commit.server";
import type { GameChange, GameEvent } from "./game-events";
import {
  entryColumns,
  entryForMemberQuery,
  entryLabelsQuery,
  requireEntryForMember,
  versionOfThisChange,
} from "./entry-queries.server";
import { boardsForEntry, rememberGameOfEntry, type DealtBoards } from "./dealt-boards-cache.server";
import { oneAwayFromRow, oneAwayQuery } from "./one-away-queries.server";
import { seatsOfMarkChange, seatsQuery } from "./seat-views.server";

/**
 * PUT /entries/{id}: mark or unmark while the game is in PLAY. `markedBy` and `markedAt`
 * come from the caller's token and the server clock, never from the request. Marking a
 * marked entry keeps its first marker (who alone, with the creator, may unmark it).
 * Every accepted request is one committed change: concurrent requests end in the state of
 * the last one committed, with the version counting each.
 *
 * A request made on `basedOnVersion` (the version the client showed when the player tapped;
 * retries keep it) is dropped with 409 MARK_SUPERSEDED if someone else marked, unmarked or
 * cleared this entry after that version: a mark retried after its lost answer must not undo
 * the creator's unmark in between. The caller's own changes never make their retry stale.
 *
 * This is the hot path of a game, so the write goes first and carries all its rules in SQL:
 * one round trip to D1. Only when the rules refuse it do we read the entry to say why.
 */
export async function markEntry(
  db: Database,
  firebaseUid: string,
  entryId: number,
  isMarked: boolean,
  basedOnVersion?: number,
  now = Date.now(),
): Promise<GameChange<Entry>> {
  return commitWithRetry(async () => {
    // The boards this isolate last read for this entry's game: D1 sends them only if they changed.
    const knownBoards = boardsForEntry(entryId);
    const shape = `markEntry:${isMarked}:${basedOnVersion !== undefined}:${knownBoards !== undefined}`;
    const values = {
      entryId,
      firebaseUid,
      now,
      basedOnVersion: basedOnVersion ?? null,
      knownGameId: knownBoards?.gameId,
      knownBoardsVersion: knownBoards?.boardsVersion,
    };
    let written;
    try {
      written = await batchOf(db, shape, values, (value) => markQueries(db, value, values, isMarked, basedOnVersion !== undefined, knownBoards));
    } catch (error) {
      if (isConflict(error)) await explainRefusal(db, firebaseUid, entryId, isMarked, basedOnVersion);
      throw error;
    }
    const [[bumped], [changed], [labels], oneAway, seatRows] = written;
    if (!bumped || !changed || !labels) throw refusal("entryNotFound");
    const view = entryView(changed, labels.authorName, labels.gameCode);
    const oneAwayPlayerIds = oneAwayFromRow(oneAway, knownBoards);
    if (oneAway[0]) rememberGameOfEntry(entryId, oneAway[0].gameId);
    const event: Extract<GameEvent, { type: "entry-changed" }> = { type: "entry-changed", version: bumped.version, entry: view, oneAwayPlayerIds };
    const seatsNow = seatsOfMarkChange(seatRows, oneAway[0]);
    if (seatsNow) event.seats = seatsNow;
    return { gameCode: labels.gameCode, data: view, version: bumped.version, events: [event] };
  });
}

/**
 * The mark's one batch: the version bumped if the rules allow it, the entry written, its labels,
 * then who is one away and the paper seats as of this version. Every value goes through
 * `value` (batchOf): a game's room builds these once and runs them with each mark's values.
 */
function markQueries(
  db: Database,
  value: QueryValue,
  values: { entryId: number; firebaseUid: string; now: number; basedOnVersion: number | null; knownGameId?: number; knownBoardsVersion?: number },
  isMarked: boolean,
  hasBase: boolean,
  knownBoards: DealtBoards | undefined,
) {
  const entryId = value("entryId", values.entryId);
  const firebaseUid = value("firebaseUid", values.firebaseUid);
  const caller = alias(players, "caller");
  /** The caller's player in the game with id `gameId`, found by the token's uid. */
  const callerIn = (gameId: AnySQLiteColumn) =>
    sql`SELECT ${caller.id} FROM ${players} ${caller} JOIN ${users} ON ${users.id} = ${caller.userId}
      WHERE ${caller.gameId} = ${gameId} AND ${users.firebaseUid} = ${firebaseUid} AND ${caller.removedAt} IS NULL`;
  // shared/unmark-rule.ts, in SQL: checked in the same statement that writes.
  const unmarkAllowed = sql`${caller.role} = 'CREATOR' OR (SELECT ${entries.isMarked} = 0
    OR ${entries.markedBy} = ${caller.id} FROM ${entries} WHERE ${entries.id} = ${entryId})`;
  // Someone else changed this entry's mark after the version the request was made on.
  const overtaken = sql`(SELECT coalesce(${entries.markChangedVersion}, 0) > ${value("basedOnVersion", values.basedOnVersion)}
    AND ${entries.markChangedBy} IS NOT ${caller.id} FROM ${entries} WHERE ${entries.id} = ${entryId})`;
  const allowed = sql`${games.status} = 'PLAY' AND EXISTS (${callerIn(games.id)}
    AND (${isMarked ? sql`1` : unmarkAllowed})
    AND ${hasBase ? sql`NOT ${overtaken}` : sql`1`})`;
  // Who changed this entry's mark, and at which version: what a later stale request is judged by.
  const changedBy = {
    markChangedVersion: versionOfThisChange(entries.gameId),
    markChangedBy: sql`(${callerIn(entries.gameId)})`,
  };
  const change = isMarked
    ? {
        isMarked: true,
        markedBy: sql`CASE WHEN ${entries.isMarked} THEN ${entries.markedBy}
          ELSE (${callerIn(entries.gameId)}) END`,
        markedAt: sql`CASE WHEN ${entries.isMarked} THEN ${entries.markedAt} ELSE ${value("now", values.now)} END`,
        ...changedBy,
      }
    : { isMarked: false, markedBy: null, markedAt: null, ...changedBy };

  const gameOfEntry = sql`(SELECT ${entries.gameId} FROM ${entries} WHERE ${entries.id} = ${entryId})`;
  const known = knownBoards && {
    ...knownBoards,
    gameId: value("knownGameId", knownBoards.gameId),
    boardsVersion: value("knownBoardsVersion", knownBoards.boardsVersion),
  };
  return [
    bumpVersionIf(db, gameOfEntry, allowed),
    db.update(entries).set(change).where(eq(entries.id, entryId)).returning(entryColumns),
    entryLabelsQuery(db, entryId),
    // After the write, in the same batch: who is one away as of this version.
    oneAwayQuery(db, gameOfEntry, known),
    // Paper seats are followed like phones: theirs too, as of this version.
    seatsQuery(db, gameOfEntry),
  ] as const;
}

/**
 * Why the rules refused a mark: throws the refusal the caller should get. If no rule is
 * broken now, the entry changed between write and read; returning lets the write retry.
 */
async function explainRefusal(
  db: Database,
  firebaseUid: string,
  entryId: number,
  isMarked: boolean,
  basedOnVersion: number | undefined,
) {
  const found = requireEntryForMember(await entryForMemberQuery(db, entryId, firebaseUid));
  const { entry, gameStatus, callerPlayerId, callerRole } = found;
  if (gameStatus !== "PLAY") throw refusal("gameNotInPlay");
  const overtaken =
    basedOnVersion !== undefined &&
    (entry.markChangedVersion ?? 0) > basedOnVersion &&
    entry.markChangedBy !== callerPlayerId;
  if (overtaken) throw refusal("markSuperseded");
  if (!isMarked && !mayUnmark({ playerId: callerPlayerId, role: callerRole }, entry)) throw refusal("unmarkNotAllowed");
}
