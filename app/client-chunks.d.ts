/** Filled by scripts/client-chunk-groups.ts from the browser's build: group name → file URL. */
declare module "virtual:bingo/client-chunks" {
  const urls: Partial<Record<"game-client", string>>;
  export default urls;
  /** Modules' files, after the files they import but those every page loads. */
  export const entryFiles: Partial<Record<"signInWhenTyped" | "formSchemas", string[]>>;
}
