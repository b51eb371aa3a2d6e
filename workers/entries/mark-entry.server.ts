import { and, eq, sql } from "drizzle-orm";
import type { Entry } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { entries, games } from "../db/schema";
import { entryView } from "../games/game-view.server";
import { bumpVersionIf, commitWithRetry } from "../games/guarded-commit.server";
import { gameNotInPlay, unmarkNotAllowed } from "../games/refusals.server";
import type { GameEvent } from "../realtime/publish.server";
import { entryColumns, entryForMemberQuery, requireEntryForMember } from "./entry-queries.server";

/**
 * PUT /entries/{id}: mark or unmark while the game is in PLAY. `markedBy` and `markedAt`
 * come from the caller's token and the server clock, never from the request. Marking a
 * marked entry keeps its first marker (who alone, with the creator, may unmark it).
 * Every accepted request is one committed change: concurrent requests end in the state of
 * the last one committed, with the version counting each.
 */
export async function markEntry(
  db: Database,
  firebaseUid: string,
  entryId: number,
  isMarked: boolean,
  now = Date.now(),
): Promise<{ entry: Entry; version: number; event: GameEvent }> {
  return commitWithRetry(async () => {
    const found = requireEntryForMember(await entryForMemberQuery(db, entryId, firebaseUid));
    const { entry, gameCode, gameStatus, authorName, callerPlayerId, callerRole } = found;
    if (gameStatus !== "PLAY") throw gameNotInPlay();
    const mayUnmark =
      callerRole === "CREATOR" || !entry.isMarked || entry.markedBy === callerPlayerId;
    if (!isMarked && !mayUnmark) throw unmarkNotAllowed();

    // The same rules once more, in SQL, at commit time: the entry may have changed since.
    const allowed =
      isMarked || callerRole === "CREATOR"
        ? sql`${games.status} = 'PLAY'`
        : sql`${games.status} = 'PLAY' AND (SELECT is_marked = 0 OR marked_by = ${callerPlayerId}
            FROM entries WHERE id = ${entry.id})`;
    const change = isMarked
      ? {
          isMarked: true,
          markedBy: sql`CASE WHEN ${entries.isMarked} THEN ${entries.markedBy} ELSE ${callerPlayerId} END`,
          markedAt: sql`CASE WHEN ${entries.isMarked} THEN ${entries.markedAt} ELSE ${now} END`,
        }
      : { isMarked: false, markedBy: null, markedAt: null };
    const [[bumped], [changed]] = await db.batch([
      bumpVersionIf(db, entry.gameId, allowed),
      db
        .update(entries)
        .set(change)
        .where(and(eq(entries.id, entry.id), eq(entries.gameId, entry.gameId)))
        .returning(entryColumns),
    ]);
    const view = entryView(changed!, authorName, gameCode);
    return {
      entry: view,
      version: bumped!.version,
      event: { type: "entry-changed", version: bumped!.version, entry: view },
    };
  });
}
