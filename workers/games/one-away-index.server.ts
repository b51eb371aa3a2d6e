import { shapeOfBoard, type BoardShape } from "../../shared/board-shape";
import { DEFAULT_WIN_PATTERN, patternGroups, type WinPattern } from "../../shared/win-patterns";

/**
 * Who is one away, for many boards and many marks: shared/one-away.ts's rule, worked out
 * with bit masks over an index built once per set of dealt boards (dealt-boards-cache.server.ts).
 *
 * The client's rule reads every square of every line of every board on each mark: at 500
 * boards that is 30,000 lookups, 1–2 ms of the mark's own time. Here a mark costs one pass
 * over where the marked entries lie plus twelve mask tests a board. Same rule: a board is
 * one away when no group of the game's pattern is full and some group lacks exactly one mark
 * (a line is a group; the free centre is always marked, as a shape's lines leave it out); `test/one-away-index.test.ts` holds it to
 * `oneAwayPlayerIds` over random boards and marks.
 */
export interface OneAwayIndex {
  /** The player of each board, in the boards' order (player id order). */
  playerIds: number[];
  /** Entry id → where it lies: board number × 32 + position. */
  squares: Map<number, number[]>;
  /** Each board's shape (a game's boards share one size); the pattern's masks are worked out per mark. */
  shapes: BoardShape[];
}

const masksByShape = new Map<string, readonly number[]>();
function lineMasksOf(shape: BoardShape, pattern: WinPattern): readonly number[] {
  const key = `${shape.size}:${pattern}`;
  let masks = masksByShape.get(key);
  if (!masks) {
    masks = patternGroups(shape, pattern).map((line) => line.reduce((mask, position) => mask | (1 << position), 0));
    masksByShape.set(key, masks);
  }
  return masks;
}

export function oneAwayIndex(boards: ReadonlyArray<{ id: number; boardEntries: readonly number[] }>): OneAwayIndex {
  const squares = new Map<number, number[]>();
  const playerIds: number[] = [];
  const shapes: BoardShape[] = [];
  boards.forEach((board, boardNumber) => {
    const shape = shapeOfBoard(board.boardEntries);
    if (!shape) return;
    playerIds[boardNumber] = board.id;
    shapes[boardNumber] = shape;
    board.boardEntries.forEach((entryId, position) => {
      const where = squares.get(entryId);
      if (where) where.push(boardNumber * 32 + position);
      else squares.set(entryId, [boardNumber * 32 + position]);
    });
  });
  return { playerIds, squares, shapes };
}

/** The ids of the players one away from the game's pattern, in the index's order. */
export function oneAwayFromIndex(
  index: OneAwayIndex,
  markedEntryIds: Iterable<number>,
  pattern: WinPattern = DEFAULT_WIN_PATTERN,
): number[] {
  const marks = new Int32Array(index.playerIds.length);
  for (const entryId of markedEntryIds) {
    const where = index.squares.get(entryId);
    if (!where) continue;
    for (let at = 0; at < where.length; at += 1) marks[where[at]! >> 5]! |= 1 << (where[at]! & 31);
  }
  const found: number[] = [];
  // A game's boards share one shape: its masks are looked up once a mark, not once a board (the
  // lookup's key is a new string). Plain loops, as in isOneAway: this runs on every mark for every
  // board, and what it allocates the room's collections then pay for (docs/decisions/035).
  const { playerIds, shapes } = index;
  let shape: BoardShape | undefined;
  let lineMasks: readonly number[] = [];
  for (let boardNumber = 0; boardNumber < playerIds.length; boardNumber += 1) {
    const boardShape = shapes[boardNumber];
    // A board of no known shape has no place in the index (oneAwayIndex leaves it out).
    if (boardShape === undefined) continue;
    if (boardShape !== shape) {
      shape = boardShape;
      lineMasks = lineMasksOf(boardShape, pattern);
    }
    if (isOneAway(marks[boardNumber]!, lineMasks)) found.push(playerIds[boardNumber]!);
  }
  return found;
}

function isOneAway(marked: number, lineMasks: readonly number[]): boolean {
  let lacksOne = false;
  for (let group = 0; group < lineMasks.length; group += 1) {
    const open = lineMasks[group]! & ~marked;
    if (open === 0) return false; // a full line: this board can call Bingo
    if ((open & (open - 1)) === 0) lacksOne = true;
  }
  return lacksOne;
}
