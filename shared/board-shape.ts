/**
 * Board sizes: the creator picks 3×3, 4×4 or 5×5. Everything a size decides
 * is here, once: how many squares hold an entry (an odd board's centre is free), the lines
 * that win, and so the entries a game needs before it starts. A dealt board is a list of
 * its entries in reading order, free centre left out, so its length says its size.
 */
export const BOARD_SIZES = [3, 4, 5] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];
/** Every game made before sizes existed, and every game whose creator chose nothing. */
export const DEFAULT_BOARD_SIZE: BoardSize = 5;

export interface BoardShape {
  size: BoardSize;
  /** The grid cell (row × size + column) of the free centre; null on an even board, which has none. */
  centre: number | null;
  /** Squares that hold an entry: the board's length, and the fewest entries a game starts with. */
  entryCount: number;
  /** Every row, column and both diagonals, as board positions (free centre left out: it is always marked). */
  lines: readonly (readonly number[])[];
}

export const isBoardSize = (value: unknown): value is BoardSize => BOARD_SIZES.includes(value as BoardSize);

function shapeOf(size: BoardSize): BoardShape {
  const cells = size * size;
  const centre = size % 2 === 1 ? Math.floor(cells / 2) : null;
  const positionOf = (row: number, column: number): number | null => {
    const cell = row * size + column;
    if (centre === null || cell < centre) return cell;
    return cell === centre ? null : cell - 1;
  };
  const indexes = Array.from({ length: size }, (_, index) => index);
  const lineOf = (cells: Array<[number, number]>) =>
    cells.map(([row, column]) => positionOf(row, column)).filter((position): position is number => position !== null);
  return {
    size,
    centre,
    entryCount: centre === null ? cells : cells - 1,
    lines: [
      ...indexes.map((row) => lineOf(indexes.map((column) => [row, column]))),
      ...indexes.map((column) => lineOf(indexes.map((row) => [row, column]))),
      lineOf(indexes.map((index) => [index, index])),
      lineOf(indexes.map((index) => [index, size - 1 - index])),
    ],
  };
}

const SHAPES = new Map(BOARD_SIZES.map((size) => [size, shapeOf(size)]));

export const boardShape = (size: BoardSize): BoardShape => SHAPES.get(size)!;

/** The shape of a dealt board, by its length; null for anything that is not a whole board. */
export function shapeOfBoard(boardEntryIds: readonly unknown[] | null | undefined): BoardShape | null {
  if (!boardEntryIds) return null;
  for (const shape of SHAPES.values()) if (shape.entryCount === boardEntryIds.length) return shape;
  return null;
}

/** The board position of grid cell (row, column), or null for the free centre. */
export function positionIn(shape: BoardShape, row: number, column: number): number | null {
  const cell = row * shape.size + column;
  if (shape.centre === null || cell < shape.centre) return cell;
  return cell === shape.centre ? null : cell - 1;
}

/** The entries a game of this size needs before it starts (SPEC §4's 24 for 5×5). */
export const entriesToStart = (size: BoardSize) => boardShape(size).entryCount;
