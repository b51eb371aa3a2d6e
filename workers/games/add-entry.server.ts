import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Entry } from "../../shared/api-types";
import type { AddEntryInput } from "../../shared/api-schemas";
import { LIMITS } from "../../shared/constants";
import { entriesMayChange } from "../../shared/entry-changes";
import { normalizeEntryText } from "../../shared/typed-text";
import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { entries } from "../db/schema";
import { gameIdByCode, membershipQuery, requireMembership } from "./game-queries.server";
import { entryView } from "./game-view.server";
import { bumpVersionIf, commitWithRetry, entriesMayChangeSql } from "./guarded-commit.server";
import type { GameChange } from "./game-events";
import { entryColumns } from "./entry-queries.server";

/**
 * POST /entries: a player of the game adds an entry before it starts or between rounds. The text is stored
 * as typed (trimmed); duplicates are found on its normalized form, by a unique index.
 */
export async function addEntry(
  db: Database,
  firebaseUid: string,
  { gameCode, text, origin = "TYPED" }: AddEntryInput,
): Promise<GameChange<Entry>> {
  const normalizedText = normalizeEntryText(text);
  return commitWithRetry(async () => {
    const [membership, sameText, [counted]] = await db.batch([
      membershipQuery(db, gameCode, firebaseUid),
      db
        .select({ id: entries.id })
        .from(entries)
        .where(
          and(
            inArray(entries.gameId, gameIdByCode(db, gameCode)),
            eq(entries.normalizedText, normalizedText),
          ),
        ),
      db
        .select({ entries: count() })
        .from(entries)
        .where(inArray(entries.gameId, gameIdByCode(db, gameCode))),
    ]);
    const { game, player } = requireMembership(membership, "gameCode");
    if (!entriesMayChange(game)) throw refusal("gameNotInSetup");
    if (sameText.length > 0) throw refusal("duplicateEntry");
    if ((counted?.entries ?? 0) >= LIMITS.entriesPerGame)
      throw refusal("tooManyEntries", LIMITS.entriesPerGame);

    const roomForOne = sql`${entriesMayChangeSql()}
      AND EXISTS (SELECT 1 FROM players WHERE id = ${player.id} AND removed_at IS NULL)
      AND (SELECT count(*) FROM entries WHERE game_id = ${game.id}) < ${LIMITS.entriesPerGame}`;
    const [[bumped], [added]] = await db.batch([
      bumpVersionIf(db, game.id, roomForOne),
      db
        .insert(entries)
        .values({
          gameId: game.id,
          playerId: player.id,
          text,
          normalizedText,
          origin,
          displayOrder: sql`(SELECT coalesce(max(display_order), 0) + 1 FROM entries WHERE game_id = ${game.id})`,
        })
        .returning(entryColumns),
    ]);
    const entry = entryView(added!, player.screenName, game.code);
    return {
      gameCode: game.code,
      data: entry,
      version: bumped!.version,
      events: [{ type: "entry-added", version: bumped!.version, entry }],
    };
  });
}
