import { shapeOfBoard, type BoardShape } from "../../shared/board-shape";

/**
 * Who is one away, for many boards and many marks: shared/one-away.ts's rule, worked out
 * with bit masks over an index built once per set of dealt boards (dealt-boards-cache.server.ts).
 *
 * The client's rule reads every square of every line of every board on each mark: at 500
 * boards that is 30,000 lookups, 1–2 ms of the mark's own time. Here a mark costs one pass
 * over where the marked entries lie plus twelve mask tests a board. Same rule: a board is
 * one away when no line is full and some line lacks exactly one mark (the free centre is
 * always marked, as a shape's lines leave it out); `test/one-away-index.test.ts` holds it to
 * `oneAwayPlayerIds` over random boards and marks.
 */
export interface OneAwayIndex {
  /** The player of each board, in the boards' order (player id order). */
  playerIds: number[];
  /** Entry id → where it lies: board number × 32 + position. */
  squares: Map<number, number[]>;
  /** Each board's lines as bit masks over its positions (a game's boards share one size). */
  lineMasks: (readonly number[])[];
}

const masksByShape = new Map<BoardShape, readonly number[]>();
function lineMasksOf(shape: BoardShape): readonly number[] {
  let masks = masksByShape.get(shape);
  if (!masks) {
    masks = shape.lines.map((line) => line.reduce((mask, position) => mask | (1 << position), 0));
    masksByShape.set(shape, masks);
  }
  return masks;
}

export function oneAwayIndex(boards: ReadonlyArray<{ id: number; boardEntries: readonly number[] }>): OneAwayIndex {
  const squares = new Map<number, number[]>();
  const playerIds: number[] = [];
  const lineMasks: (readonly number[])[] = [];
  boards.forEach((board, boardNumber) => {
    const shape = shapeOfBoard(board.boardEntries);
    if (!shape) return;
    playerIds[boardNumber] = board.id;
    lineMasks[boardNumber] = lineMasksOf(shape);
    board.boardEntries.forEach((entryId, position) => {
      const where = squares.get(entryId);
      if (where) where.push(boardNumber * 32 + position);
      else squares.set(entryId, [boardNumber * 32 + position]);
    });
  });
  return { playerIds, squares, lineMasks };
}

/** The ids of the players one away, in the index's order. */
export function oneAwayFromIndex(index: OneAwayIndex, markedEntryIds: Iterable<number>): number[] {
  const marks = new Int32Array(index.playerIds.length);
  for (const entryId of markedEntryIds) {
    for (const square of index.squares.get(entryId) ?? []) marks[square >> 5]! |= 1 << (square & 31);
  }
  const found: number[] = [];
  index.playerIds.forEach((playerId, boardNumber) => {
    if (isOneAway(marks[boardNumber]!, index.lineMasks[boardNumber]!)) found.push(playerId);
  });
  return found;
}

function isOneAway(marked: number, lineMasks: readonly number[]): boolean {
  let lacksOne = false;
  for (const line of lineMasks) {
    const open = line & ~marked;
    if (open === 0) return false; // a full line: this board can call Bingo
    if ((open & (open - 1)) === 0) lacksOne = true;
  }
  return lacksOne;
}
