import { positionIn, type BoardShape } from "./board-shape";

/**
 * What completes a board (docs/decisions/029-patterns-and-places.md): a full line, the four
 * corners, both diagonals (an X), or every square. Each pattern is a list of groups of board
 * positions, and a board completes it when one of its groups is fully marked; a line is any of
 * a shape's lines, every other pattern is one group. So "complete", "one away" and "what the
 * winner marked" are the same rule for every pattern: the free centre is always marked, and
 * is left out of every group as a shape's lines leave it out.
 */
export const WIN_PATTERNS = ["line", "corners", "x", "blackout"] as const;
export type WinPattern = (typeof WIN_PATTERNS)[number];
/** Every game made before patterns existed, and every game whose host chose nothing. */
export const DEFAULT_WIN_PATTERN: WinPattern = "line";

/** How many players can win a round: 1 to 3 places, 1 when not chosen. */
export const PLACES = [1, 2, 3] as const;
export type Places = (typeof PLACES)[number];
export const DEFAULT_PLACES: Places = 1;

export const isWinPattern = (value: unknown): value is WinPattern => WIN_PATTERNS.includes(value as WinPattern);

function groupsOf(shape: BoardShape, pattern: WinPattern): readonly (readonly number[])[] {
  const last = shape.size - 1;
  const corners = [positionIn(shape, 0, 0), positionIn(shape, 0, last), positionIn(shape, last, 0), positionIn(shape, last, last)];
  switch (pattern) {
    case "line":
      return shape.lines;
    case "corners":
      return [corners.filter((position): position is number => position !== null)];
    case "x": {
      const [down, up] = shape.lines.slice(-2);
      return [[...new Set([...down!, ...up!])].sort((a, b) => a - b)];
    }
    case "blackout":
      return [Array.from({ length: shape.entryCount }, (_, position) => position)];
  }
}

const GROUPS = new Map<string, readonly (readonly number[])[]>();

/** The groups of board positions of which one, fully marked, completes `pattern` on a board of this shape. */
export function patternGroups(shape: BoardShape, pattern: WinPattern): readonly (readonly number[])[] {
  const key = `${shape.size}:${pattern}`;
  let groups = GROUPS.get(key);
  if (!groups) {
    groups = groupsOf(shape, pattern);
    GROUPS.set(key, groups);
  }
  return groups;
}
