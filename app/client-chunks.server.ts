import { entryFiles } from "virtual:bingo/client-chunks";

/**
 * The browser's files a join page has fetched while the guest is on its form
 * (app/auth/guest-head-start.ts), each with what it imports (scripts/client-chunk-groups.ts):
 * a game's screens, play or setup (the layout, the screen and the room's socket), so the board
 * is drawn as soon as the join answers and goes live one round trip later; and the join form's
 * schemas, which only a "next" pressed after hydration needs. None on the dev server.
 */
export function headStartFiles(): Record<"play" | "setup" | "form", string[]> {
  const screen = (files: string[] = []) =>
    [...new Set([...(entryFiles.gameLayout ?? []), ...files, ...(entryFiles.gameSocket ?? [])])];
  return { play: screen(entryFiles.playScreen), setup: screen(entryFiles.setupScreen), form: entryFiles.formSchemas ?? [] };
}
