import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { viewerKeyFromFragment } from "../../shared/viewer-key";
import { ApiRequestError } from "../api/api-client";
import { useReadAgain } from "../api/read-again";
import { useGameState } from "../game/game-store";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import { readGameAsViewer } from "../tv/tv-api";
import { TvMessage, TvScreen } from "../tv/tv-screen";
import { useViewerSocket } from "../tv/use-viewer-socket";
import type { Route } from "./+types/tv";
import { TvStyles } from "../tv/tv-styles";

/** No sign-in here: the page does not start Firebase (auth-provider.tsx). */
export const handle = { session: false };

/**
 * The TV view (docs/decisions/018-tv-view.md): the link the host opens
 * on the room's big screen. No sign-in: the viewer key in the link's fragment (never sent to
 * a server) opens the game's public state and its live socket. Outside the game layout, so
 * nothing of a player's screen (Firebase's session guard, the board) comes with it.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const code = normalizeGameCode(params.gameId);
  const key = viewerKeyFromFragment(window.location.hash);
  if (!key || !isWellFormedGameCode(code)) throw notFound();
  try {
    await readGameAsViewer(code, key);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
  return { code, key };
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).tv.page.title }];
}

/** A link that opens no game's TV view: the error boundary says so in the page's words. */
const notFound = () => data(null, { status: 404 });

export function HydrateFallback() {
  const t = useStrings().tv.page;
  return (
    <>
      <TvStyles />
      <TvMessage heading={t.connecting} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useStrings().tv.page;
  // Nobody is at a TV to tap anything: a game it could not reach for a moment is read again by itself.
  useReadAgain(error);
  const message = isRouteErrorResponse(error)
    ? t.notATvLink
    : error instanceof ApiRequestError
      ? error.message
      : t.notLoaded;
  return (
    <>
      <TvStyles />
      <TvMessage heading={t.noGame} languages>
        <p role="alert" className="tv-message__detail">{message}</p>
      </TvMessage>
    </>
  );
}

export default function TvView({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TvStyles />
      <TvViewState code={loaderData.code} viewerKey={loaderData.key} />
    </>
  );
}

function TvViewState({ code, viewerKey }: { code: string; viewerKey: string }) {
  const t = useStrings().tv.page;
  const { game, entries, onlinePlayerCodes } = useGameState(code);
  const connection = useViewerSocket(code, viewerKey);
  if (connection === "left") {
    return (
      <TvMessage heading={t.noGame} languages>
        <p className="tv-message__detail">{t.linkRevoked}</p>
      </TvMessage>
    );
  }
  if (!game) return <TvMessage heading={t.connecting} languages />;
  return <TvScreen game={game} entries={entries} onlinePlayerCodes={onlinePlayerCodes} connection={connection} />;
}
