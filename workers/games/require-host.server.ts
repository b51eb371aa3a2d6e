import { refusal } from "../../shared/refusal";
import type { Database } from "../db/database.server";
import { membershipQuery, requireMembership } from "./game-queries.server";

/**
 * Refuses anyone but the game's host (the player whose role is CREATOR: the creator, or
 * whoever the role moved to, docs/decisions/015-host-continuity.md): 404 for a non-member,
 * as everywhere, 403 NOT_GAME_CREATOR for another player. For asks that change nothing of
 * the game, such as the TV view's link (docs/decisions/018-tv-view.md).
 */
export async function requireHost(db: Database, firebaseUid: string, code: string): Promise<void> {
  const { player } = requireMembership(await membershipQuery(db, code, firebaseUid));
  if (player.role !== "CREATOR") throw refusal("onlyHost");
}
