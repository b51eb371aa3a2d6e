import { shapeOfBoard } from "./board-shape";
import { DEFAULT_WIN_PATTERN, patternGroups, type WinPattern } from "./win-patterns";

/**
 * One away: a board that has not completed the game's pattern yet (a line unless the game
 * says otherwise, shared/win-patterns.ts), but would with one more mark. The free centre is always marked, so the lines through it need four marks
 * (a shape's lines leave it out, shared/board-shape.ts). The server tells everyone who is one away; each client
 * works out its own squares, since only it (and the server) knows its board.
 */

/**
 * The open position of every line that lacks exactly one mark (a position may come up once
 * per line through it), or null for a board not dealt yet and for one with a full line.
 * Plain loops, no arrays per line: the server runs this over every board of a game on each
 * mark (docs/decisions/017-one-away-in-one-row.md).
 */
function lastOpenPositions(
  boardEntryIds: readonly number[] | null | undefined,
  markedEntryIds: ReadonlySet<number>,
  pattern: WinPattern,
): number[] | null {
  const shape = shapeOfBoard(boardEntryIds);
  if (!shape || !boardEntryIds) return null;
  const found: number[] = [];
  for (const line of patternGroups(shape, pattern)) {
    let openCount = 0;
    let open = -1;
    for (const position of line) {
      if (markedEntryIds.has(boardEntryIds[position]!)) continue;
      openCount += 1;
      open = position;
    }
    if (openCount === 0) return null;
    if (openCount === 1) found.push(open);
  }
  return found;
}

/**
 * The board positions (0..23) whose mark would complete a line, in board order; empty
 * for a board not dealt yet, and for one that already has a full line (it can call Bingo).
 * @param boardEntryIds the 24 entry ids in board order
 * @param markedEntryIds ids of the game's marked entries
 */
export function completingPositions(
  boardEntryIds: readonly number[] | null | undefined,
  markedEntryIds: ReadonlySet<number>,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): number[] {
  const found = lastOpenPositions(boardEntryIds, markedEntryIds, pattern) ?? [];
  return [...new Set(found)].sort((a, b) => a - b);
}

/** The ids of the players one away, in the order given. */
export function oneAwayPlayerIds(
  boards: ReadonlyArray<{ id: number; boardEntries: readonly number[] | null }>,
  markedEntryIds: ReadonlySet<number>,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): number[] {
  return boards
    .filter((player) => (lastOpenPositions(player.boardEntries, markedEntryIds, pattern)?.length ?? 0) > 0)
    .map((player) => player.id);
}
