/** Filled by scripts/client-chunk-groups.ts from the browser's build: group name → file URL. */
declare module "virtual:bingo/client-chunks" {
  const urls: Partial<Record<"game-client", string>>;
  export default urls;
  /** app/auth/sign-in-when-typed.client.ts's file, after the files it imports. */
  export const signInWhenTypedFiles: string[];
}
