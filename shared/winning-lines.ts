import { BOARD_ENTRY_COUNT, BOARD_SIZE, type GameStatus } from "./constants";

/**
 * Board positions number the 24 entry squares 0..23 in reading order, skipping
 * the free centre (SPEC §4), so the middle row, the middle column and both
 * diagonals have four numbered cells.
 */
const CENTRE = Math.floor((BOARD_SIZE * BOARD_SIZE) / 2);

/** Position of the entry in grid cell (row, column), or null for the free centre. */
export function positionAt(row: number, column: number): number | null {
  const cell = row * BOARD_SIZE + column;
  if (cell === CENTRE) return null;
  return cell < CENTRE ? cell : cell - 1;
}

function lineOf(cells: Array<[number, number]>): number[] {
  return cells
    .map(([row, column]) => positionAt(row, column))
    .filter((position): position is number => position !== null);
}

const indexes = Array.from({ length: BOARD_SIZE }, (_, index) => index);

/** The 12 winning lines: 5 rows, 5 columns, 2 diagonals, as lists of board positions. */
export const WINNING_LINES: readonly (readonly number[])[] = [
  ...indexes.map((row) => lineOf(indexes.map((column) => [row, column]))),
  ...indexes.map((column) => lineOf(indexes.map((row) => [row, column]))),
  lineOf(indexes.map((index) => [index, index])),
  lineOf(indexes.map((index) => [index, BOARD_SIZE - 1 - index])),
];

/** SPEC §4: checking starts once more than 2 entries are marked. */
const MIN_MARKS_BEFORE_CHECK = 3;

/**
 * Whether a board holds a full line.
 * @param boardEntryIds the 24 entry ids in board order
 * @param markedEntryIds ids of the game's marked entries
 */
export function hasBingo(
  boardEntryIds: readonly number[],
  markedEntryIds: ReadonlySet<number>,
): boolean {
  return fullLine(boardEntryIds, markedEntryIds) !== null;
}

/**
 * The line a won game was won with, for its result (issue #15): the first full line of the
 * winner's board. Null until someone has won. Of the winner's board only these ids are ever
 * sent to the other players, and they are marked squares everyone already sees.
 */
export function winningLine(
  game: { status: GameStatus; winnerId: number | null },
  winnerBoard: readonly number[] | null,
  markedEntryIds: ReadonlySet<number>,
): number[] | null {
  const won = game.winnerId !== null && (game.status === "BINGO" || game.status === "COMPLETE");
  return won && winnerBoard ? fullLine(winnerBoard, markedEntryIds) : null;
}

/**
 * The entry ids of the first fully marked line of a board, or null. The server re-checks
 * exactly these entries when it records the win, so an unmark in between cannot be missed.
 */
export function fullLine(
  boardEntryIds: readonly number[],
  markedEntryIds: ReadonlySet<number>,
): number[] | null {
  if (boardEntryIds.length !== BOARD_ENTRY_COUNT) return null;
  if (markedEntryIds.size < MIN_MARKS_BEFORE_CHECK) return null;
  const line = WINNING_LINES.find((positions) =>
    positions.every((position) => markedEntryIds.has(boardEntryIds[position]!)),
  );
  return line ? line.map((position) => boardEntryIds[position]!) : null;
}
