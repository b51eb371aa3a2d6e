import clientChunkUrls, { entryFiles } from "virtual:bingo/client-chunks";

/**
 * The URLs of the browser's files that a join needs after "next": the form's schemas and the
 * API client (scripts/client-chunk-groups.ts), for a join page that wants them fetched while
 * it loads. None on the dev server.
 */
export function joinScriptUrls(): string[] {
  return [...(entryFiles.formSchemas ?? []), clientChunkUrls["game-client"]].filter((url) => url !== undefined);
}

/**
 * The files of app/auth/sign-in-when-typed.client.ts, those it imports first (Firebase), for
 * the join pages' inline script (app/auth/sign-in-on-intent.tsx). None on the dev server.
 */
export function signInWhenTypedScriptFiles(): string[] {
  return entryFiles.signInWhenTyped ?? [];
}
