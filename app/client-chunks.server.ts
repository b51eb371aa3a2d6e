import clientChunkUrls, { startSignInFiles } from "virtual:bingo/client-chunks";

/**
 * The URLs of the browser's files that carry Firebase sign-in, the module that starts it
 * (app/auth/start-sign-in.client.ts) and the API client (scripts/client-chunk-groups.ts),
 * for a page that wants them fetched while it loads. None on the dev server.
 */
export function joinScriptUrls(): string[] {
  return [clientChunkUrls.firebase, startSignInFiles.at(-1), clientChunkUrls["game-client"]].filter(
    (url) => url !== undefined,
  );
}

/**
 * The files of the module that starts the anonymous sign-in (app/auth/start-sign-in.client.ts),
 * the files it imports first, for a join page's inline script. None on the dev server.
 */
export function startSignInScriptFiles(): string[] {
  return startSignInFiles;
}
