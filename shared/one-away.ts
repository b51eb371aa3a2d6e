import { BOARD_ENTRY_COUNT } from "./constants";
import { WINNING_LINES } from "./winning-lines";

/**
 * One away (issue #15): a board that has no full line yet, but would have one with one
 * more mark. The free centre is always marked, so the lines through it need four marks
 * (WINNING_LINES leaves it out). The server tells everyone who is one away; each client
 * works out its own squares, since only it (and the server) knows its board.
 */

/**
 * The board positions (0..23) whose mark would complete a line, in board order; empty
 * for a board not dealt yet, and for one that already has a full line (it can call Bingo).
 * @param boardEntryIds the 24 entry ids in board order
 * @param markedEntryIds ids of the game's marked entries
 */
export function completingPositions(
  boardEntryIds: readonly number[] | null | undefined,
  markedEntryIds: ReadonlySet<number>,
): number[] {
  if (boardEntryIds?.length !== BOARD_ENTRY_COUNT) return [];
  const completing = new Set<number>();
  for (const line of WINNING_LINES) {
    const open = line.filter((position) => !markedEntryIds.has(boardEntryIds[position]!));
    if (open.length === 0) return [];
    if (open.length === 1) completing.add(open[0]!);
  }
  return [...completing].sort((a, b) => a - b);
}

/** The ids of the players one away, in the order given. */
export function oneAwayPlayerIds(
  boards: ReadonlyArray<{ id: number; boardEntries: readonly number[] | null }>,
  markedEntryIds: ReadonlySet<number>,
): number[] {
  return boards
    .filter((player) => completingPositions(player.boardEntries, markedEntryIds).length > 0)
    .map((player) => player.id);
}
