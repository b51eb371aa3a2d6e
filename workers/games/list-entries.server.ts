import type { Entry } from "../../shared/api-types";
import type { Database } from "../db/database.server";
import { membershipQuery, requireMembership } from "./game-queries.server";
import { entriesView } from "./game-view.server";
import { entriesOfGameQuery } from "./entry-queries.server";

/** GET /entries?game={code}: the game's entries in display order; 404 for non-members. */
export async function listEntries(
  db: Database,
  firebaseUid: string,
  code: string,
): Promise<Entry[]> {
  const [membership, rows] = await db.batch([
    membershipQuery(db, code, firebaseUid),
    entriesOfGameQuery(db, code),
  ]);
  const { game } = requireMembership(membership, "game");
  return entriesView(rows, game.code);
}
