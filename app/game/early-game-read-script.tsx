import { useParams } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";
import { MIN_LIFETIME_LEFT_MS, STORAGE_KEY } from "../auth/cached-id-token";
import { ServerScript } from "../components/server-script";
import { useNonce } from "../csp-nonce";
import { earlyGameRead, type EarlyGameReadOptions } from "./early-game-read";

/**
 * In a game's loading screen as the server writes it: the inline script that reads the game
 * before the app's scripts have come (early-game-read.ts). The browser's build renders it
 * empty (ServerScript), and leaves the function out.
 */
export function EarlyGameReadScript() {
  const nonce = useNonce();
  const gameId = useParams().gameId ?? "";
  // The element is the same on both sides (hydration); only the server fills it in.
  return <ServerScript nonce={nonce} code={import.meta.env.SSR ? scriptFor(gameId) : ""} />;
}

/** The script's text for the game in the URL; none for a code that cannot be a game's. */
function scriptFor(gameId: string): string {
  const code = normalizeGameCode(gameId);
  if (code !== PRACTICE_GAME_CODE && !isWellFormedGameCode(code)) return "";
  const options: EarlyGameReadOptions = {
    code,
    keptTokenKey: STORAGE_KEY,
    keptTokenMinLifetimeMs: MIN_LIFETIME_LEFT_MS,
    timeoutMs: READ_TIMEOUT_MS,
  };
  return `(${earlyGameRead.toString()})(${JSON.stringify(options)})`;
}
