import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { useReadAgain } from "../api/read-again";
import { Page } from "../components/page";
import { useStrings } from "../i18n/strings";

/**
 * What the game's loader answers a code that cannot be a game with (load-game.client.ts):
 * this screen says it in the page's language.
 */
export const GAME_NOT_FOUND = "game-not-found";

/** A game screen that cannot load says why in words, with a way forward. */
export function GameErrorBoundary() {
  const error = useRouteError();
  const t = useStrings().start.gameError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? error.data === GAME_NOT_FOUND
      ? t.notFound
      : String(error.data)
    : error instanceof Error
      ? error.message
      : t.failed;
  // No network or no server (patchy Wi-Fi, a read given up): reading it again is the way on,
  // by itself once the phone is back or the server's wait is over, or at a tap.
  const { unreachable, readAgain, reading } = useReadAgain(error);
  return (
    <Page heading={notFound ? t.notFoundHeading : t.failedHeading}>
      <p role="alert">{message}</p>
      <div className="stack">
        {unreachable && (
          <button
            type="button"
            className="button button--primary"
            onClick={readAgain}
            disabled={reading}
          >
            {t.tryAgain}
          </button>
        )}
        <Link className={unreachable ? "button" : "button button--primary"} to="/join/">{t.joinGame}</Link>
        <Link className="button" to="/play/">{t.myGames}</Link>
      </div>
    </Page>
  );
}
