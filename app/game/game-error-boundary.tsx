import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { Page } from "../components/page";

/** A game screen that cannot load says why in words, with a way forward. */
export function GameErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : "The game could not be loaded.";
  return (
    <Page heading={notFound ? "Game not found" : "Something went wrong"}>
      <p role="alert">{message}</p>
      <div className="stack">
        <Link className="button button--primary" to="/join/">Join a Game</Link>
        <Link className="button" to="/play/">My Games</Link>
      </div>
    </Page>
  );
}
