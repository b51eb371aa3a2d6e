import { entryFiles } from "virtual:bingo/client-chunks";

/**
 * The browser's files of a game's screens, play or setup: the layout, the screen, the live
 * connection, with what they import, and the join form's schemas (scripts/client-chunk-groups.ts). A join page has them
 * fetched once the guest is on its form (app/auth/guest-head-start.ts), so the board is drawn
 * as soon as the join answers. None on the dev server.
 */
export function gameScreenFiles(): Record<"play" | "setup", string[]> {
  // The form's schemas last: a "next" pressed after hydration checks the form with them first.
  const around = (screen: string[] = []) => [
    ...new Set([...(entryFiles.gameLayout ?? []), ...screen, ...(entryFiles.gameSocket ?? []), ...(entryFiles.formSchemas ?? [])]),
  ];
  return { play: around(entryFiles.playScreen), setup: around(entryFiles.setupScreen) };
}
