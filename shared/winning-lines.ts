import { boardShape, positionIn, shapeOfBoard, DEFAULT_BOARD_SIZE } from "./board-shape";
import type { GameStatus } from "./constants";
import { DEFAULT_WIN_PATTERN, patternGroups, type WinPattern } from "./win-patterns";

/**
 * Board positions number the 24 entry squares 0..23 in reading order, skipping
 * the free centre (SPEC §4), so the middle row, the middle column and both
 * diagonals have four numbered cells. Other sizes: `shared/board-shape.ts`.
 */
const FIVE_BY_FIVE = boardShape(DEFAULT_BOARD_SIZE);

/** Position of the entry in grid cell (row, column) of a 5×5 board, or null for the free centre. */
export const positionAt = (row: number, column: number): number | null => positionIn(FIVE_BY_FIVE, row, column);

/** The 12 winning lines of a 5×5 board: 5 rows, 5 columns, 2 diagonals, as lists of board positions. */
export const WINNING_LINES = FIVE_BY_FIVE.lines;

/**
 * SPEC §4: checking starts once more than 2 entries are marked; on a 3×3 board a diagonal
 * through the free centre is full with two, so there it starts at two.
 */
const MIN_MARKS_BEFORE_CHECK = 3;

/**
 * Whether a board completes the game's pattern (a full line unless the game says otherwise).
 * @param boardEntryIds the entry ids in board order (24 on a 5×5 board)
 * @param markedEntryIds ids of the game's marked entries
 */
export function hasBingo(
  boardEntryIds: readonly number[],
  markedEntryIds: ReadonlySet<number>,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): boolean {
  return fullLine(boardEntryIds, markedEntryIds, pattern) !== null;
}

/**
 * The squares a won game was won with, for its result: the first completed group of the
 * pattern on the (first-place) winner's board. Null until the round is over. Of the winner's
 * board only these ids are ever sent to the other players, and they are marked squares
 * everyone already sees.
 */
export function winningLine(
  game: { status: GameStatus; winnerId: number | null; pattern?: WinPattern },
  winnerBoard: readonly number[] | null,
  markedEntryIds: ReadonlySet<number>,
): number[] | null {
  const won = game.winnerId !== null && (game.status === "BINGO" || game.status === "COMPLETE");
  return won && winnerBoard ? fullLine(winnerBoard, markedEntryIds, game.pattern) : null;
}

/**
 * The entry ids of the first fully marked group of the pattern on a board (a line, the
 * corners, the X, every square), or null. The server re-checks exactly these entries when it
 * records the win, so an unmark in between cannot be missed.
 */
export function fullLine(
  boardEntryIds: readonly number[],
  markedEntryIds: ReadonlySet<number>,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): number[] | null {
  const shape = shapeOfBoard(boardEntryIds);
  if (!shape) return null;
  const groups = patternGroups(shape, pattern);
  const shortestLine = Math.min(...groups.map((line) => line.length));
  if (markedEntryIds.size < Math.min(MIN_MARKS_BEFORE_CHECK, shortestLine)) return null;
  const line = groups.find((positions) =>
    positions.every((position) => markedEntryIds.has(boardEntryIds[position]!)),
  );
  return line ? line.map((position) => boardEntryIds[position]!) : null;
}
