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
  const code = normalizeGameCode(useParams().gameId ?? "");
  if (code !== PRACTICE_GAME_CODE && !isWellFormedGameCode(code)) return null;
  const options: EarlyGameReadOptions = {
    code,
    keptTokenKey: STORAGE_KEY,
    keptTokenMinLifetimeMs: MIN_LIFETIME_LEFT_MS,
    timeoutMs: READ_TIMEOUT_MS,
  };
  const script = import.meta.env.SSR ? `(${earlyGameRead.toString()})(${JSON.stringify(options)})` : "";
  return <ServerScript nonce={nonce} code={script} />;
}
