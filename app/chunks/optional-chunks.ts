/**
 * Files the app is whole without: a board's hyphenation (docs/decisions/026), whose squares are
 * cut by hand when its patterns cannot come; the winner's dialog, fetched ahead while a round is
 * played (app/routes/game.tsx) and tried again when a Bingo needs it, the round's result being
 * on the screen anyway. Their failure to load (a phone gone offline) is not the chunk-load error
 * screen's business. The names are the build's (scripts/client-chunk-groups.ts).
 */
const OPTIONAL_FILE = /\/assets\/(syllables(-[a-z]+)?|winner-modal)-[\w-]+\.js\b/;

export function isOptionalChunkFailure(error: unknown): boolean {
  return error instanceof Error && OPTIONAL_FILE.test(error.message);
}
