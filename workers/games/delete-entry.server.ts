import { eq, sql } from "drizzle-orm";
import type { Entry } from "../../shared/api-types";
import { entriesMayChange } from "../../shared/entry-changes";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { entries } from "../db/schema";
import { entryView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry, entriesMayChangeSql } from "./guarded-commit.server";
import type { GameChange } from "./game-events";
import { entryForMemberQuery, requireEntryForMember } from "./entry-queries.server";
import { archiveMarks } from "./round-marks.server";

/**
 * DELETE /entries/{id}: the creator or the entry's author removes it before the game starts
 * or between rounds. A mark it got in the round just won is kept with that round.
 */
export async function deleteEntry(
  db: Database,
  firebaseUid: string,
  entryId: number,
): Promise<GameChange<Entry>> {
  return commitWithRetry(async () => {
    const found = requireEntryForMember(await entryForMemberQuery(db, entryId, firebaseUid));
    const { entry, gameCode, gameStatus, authorName, callerPlayerId, callerRole } = found;
    if (callerRole !== "CREATOR" && entry.playerId !== callerPlayerId) throw refusal("deleteNotAllowed");
    if (!entriesMayChange({ status: gameStatus, code: gameCode })) throw refusal("gameNotInSetup");

    // Still not in play and not deleted by someone else meanwhile (then the retry answers 404).
    const stillThere = sql`${entriesMayChangeSql()}
      AND EXISTS (SELECT 1 FROM entries WHERE id = ${entry.id})`;
    const [[bumped]] = await db.batch([
      bumpVersionIf(db, entry.gameId, stillThere),
      archiveMarks(db, eq(entries.id, entry.id)),
      db.delete(entries).where(eq(entries.id, entry.id)),
    ]);
    const view = entryView(entry, authorName, gameCode);
    return {
      gameCode,
      data: view,
      version: bumped!.version,
      events: [{ type: "entry-removed", version: bumped!.version, entry: view }],
    };
  });
}
