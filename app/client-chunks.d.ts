/** Filled by scripts/client-chunk-groups.ts from the browser's build: group name → file URL. */
declare module "virtual:bingo/client-chunks" {
  const urls: Partial<Record<"firebase" | "game-client", string>>;
  export default urls;
  /** app/auth/start-sign-in.client.ts's file, after the files it imports. */
  export const startSignInFiles: string[];
}
