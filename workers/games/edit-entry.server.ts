import { and, eq, ne, sql } from "drizzle-orm";
import type { Entry } from "../../shared/api-types";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { refusal } from "../../shared/refusal";
import { normalizeEntryText } from "../../shared/typed-text";
import type { Database } from "../db/database.server";
import { entries, games } from "../db/schema";
import { entryColumns, entryForMemberQuery, requireEntryForMember } from "./entry-queries.server";
import { entryView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry } from "./guarded-commit.server";
import type { GameChange } from "./game-events";

/**
 * PATCH /entries/{id}: the entry's author or the game's creator corrects its text
 * before the game starts. An edit by anyone but the author is kept with the entry, which then
 * says who changed it wherever it shows its author; the author's own edit makes it theirs again. Not between rounds, unlike adding or deleting: a round's result
 * shows the predictions that came true, and must keep saying what they said. The new text is
 * checked as a new entry's (the schema, no duplicate in the game, compared as people read).
 */
export async function editEntry(
  db: Database,
  firebaseUid: string,
  entryId: number,
  text: string,
): Promise<GameChange<Entry>> {
  const normalizedText = normalizeEntryText(text);
  return commitWithRetry(async () => {
    const found = requireEntryForMember(await entryForMemberQuery(db, entryId, firebaseUid));
    const { entry, gameCode, gameStatus, authorName, callerPlayerId, callerRole } = found;
    if (callerRole !== "CREATOR" && entry.playerId !== callerPlayerId) throw refusal("editNotAllowed");
    if (gameStatus !== "SETUP" || gameCode === PRACTICE_GAME_CODE) throw refusal("editOnlyInSetup");
    const sameText = await db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.gameId, entry.gameId), eq(entries.normalizedText, normalizedText), ne(entries.id, entry.id)));
    if (sameText.length > 0) throw refusal("duplicateEntry");

    // Still in setup, the entry still there, the caller still a player: else the retry says why.
    const stillSo = sql`${games.status} = 'SETUP' AND EXISTS (SELECT 1 FROM entries WHERE id = ${entry.id})
      AND EXISTS (SELECT 1 FROM players WHERE id = ${callerPlayerId} AND removed_at IS NULL)`;
    const [[bumped], [edited]] = await db.batch([
      bumpVersionIf(db, entry.gameId, stillSo),
      db
        .update(entries)
        // Someone else's words under the author's name say whose they are (docs/api.md, Entry);
        // a starter idea given other words is a person's prediction now, so its author's to be
        // credited with, while a change of case or spacing leaves it the starter idea it was.
        .set({
          text,
          normalizedText,
          editedBy: entry.playerId === callerPlayerId ? null : callerPlayerId,
          origin: sql`CASE WHEN ${entries.normalizedText} = ${normalizedText} THEN ${entries.origin} ELSE 'TYPED' END`,
        })
        .where(eq(entries.id, entry.id))
        .returning(entryColumns),
    ]);
    const view = entryView(edited!, authorName, gameCode);
    return {
      gameCode,
      data: view,
      version: bumped!.version,
      events: [{ type: "entry-edited", version: bumped!.version, entry: view }],
    };
  });
}
