/** Filled by scripts/client-chunk-groups.ts from the browser's build. */
declare module "virtual:bingo/client-chunks" {
  /** Modules' files, after the files they import but those every page loads. */
  export const entryFiles: Partial<Record<"gameLayout" | "playScreen" | "setupScreen" | "gameSocket" | "formSchemas", string[]>>;
}
