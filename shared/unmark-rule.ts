import type { PlayerRole } from "./constants";

/**
 * SPEC §4: a marked entry may be unmarked only by the game's creator or by the player who
 * marked it (refused with REFUSAL_MESSAGES.unmarkNotAllowed). An unmarked entry is nobody's
 * to guard. Screens ask this before sending; the server's atomic write states the same rule
 * in SQL (workers/games/mark-entry.server.ts) and explains a refusal with this function.
 */
export function mayUnmark(
  caller: { playerId: number; role: PlayerRole },
  entry: { isMarked: boolean; markedBy: number | null },
): boolean {
  return caller.role === "CREATOR" || !entry.isMarked || entry.markedBy === caller.playerId;
}
