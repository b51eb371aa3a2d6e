import clientChunkUrls from "virtual:bingo/client-chunks";

/**
 * The URLs of the browser's files that carry Firebase sign-in and the API client
 * (scripts/client-chunk-groups.ts), for a page that wants them fetched while it loads.
 * None on the dev server.
 */
export function joinScriptUrls(): string[] {
  return [clientChunkUrls.firebase, clientChunkUrls["game-client"]].filter((url) => url !== undefined);
}
