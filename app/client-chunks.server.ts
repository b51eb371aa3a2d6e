import clientChunkUrls, { signInWhenTypedFiles } from "virtual:bingo/client-chunks";

/**
 * The URL of the browser's file that carries the API client (scripts/client-chunk-groups.ts),
 * for a join page that wants it fetched while it loads. None on the dev server.
 */
export function joinScriptUrls(): string[] {
  return [clientChunkUrls["game-client"]].filter((url) => url !== undefined);
}

/**
 * The files of app/auth/sign-in-when-typed.client.ts, those it imports first (Firebase among
 * them), for the join pages' inline script (app/auth/sign-in-on-intent.tsx). None on the dev
 * server.
 */
export function signInWhenTypedScriptFiles(): string[] {
  return signInWhenTypedFiles;
}
