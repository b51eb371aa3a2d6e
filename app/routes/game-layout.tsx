import { lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, useMatch, type ShouldRevalidateFunctionArgs } from "react-router";
import { Page } from "../components/page";
import { ConnectionBanner } from "../game/connection-banner";
import { EarlyGameReadScript } from "../game/early-game-read-script";
import { gameStore, useGameState } from "../game/game-store";
import { forgetLastRead, keepLastRead } from "../game/last-read-games";
import type { GameScreen } from "../game/game-screen";
import { forgetMembership, rememberMembership } from "../game/member-of-games";
import { PeopleMenu } from "../game/people-menu";
import { syllablesUsedBefore } from "../game/square-hyphenation";
import { useGameSocket } from "../game/use-game-socket";
import { myPlayer } from "../game/use-my-player";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/game-layout";
// Inlined, as app.css is: the game's screens' own rules, in their first load only.
import gameScreensCss from "../game/game-screens.css?inline";
import { optionalPiece } from "../chunks/optional-piece";

/**
 * Told only when the host role moves or the host is away: their code comes right after the
 * board, not with it (the play screen's first load is a phone's to wait for).
 */
// Neither is on a played round's screen: a removed player's page, and the register note that
// waits for the round's end. Not in the play screen's first load.
const NoLongerPlaying = lazy(() => import("../game/no-longer-playing").then((module) => ({ default: module.NoLongerPlaying })));
const RegisterNudge = optionalPiece(() => import("../game/register-nudge").then((module) => module.RegisterNudge));
const HostChangeNotice = optionalPiece(() => import("../game/host-change-notice").then((module) => module.HostChangeNotice));
const TakeOverOffer = optionalPiece(() => import("../game/take-over-offer").then((module) => module.TakeOverOffer));

/** React hoists it into the head once, whichever screen of the game is shown. */
const GameScreensStyles = () => (
  <style href="game-screens" precedence="default">
    {gameScreensCss}
  </style>
);

/**
 * One game's frame around its two screens, setup and play (SPEC §2: /play/{code}/setup/ and
 * /play/{code}/). It owns what both need: the game read once, the one live socket, the
 * header's people menu and the connection banner. When the game starts, only the child
 * changes: the socket stays open and nothing is read again, since the 'game-started'
 * event already brought the boards and the game.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { loadGameForScreen } = await import("../game/load-game.client");
  // The board's syllables, if this device used them before, beside the game (bounded).
  const [screen] = await Promise.all([loadGameForScreen(request, params.gameId), syllablesUsedBefore()]);
  return screen;
}

/** The store is live: moving between this game's screens, or a form's answer, needs no new read. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.gameId !== nextParams.gameId;
}

export { GameErrorBoundary as ErrorBoundary } from "../game/game-error-boundary";

/** Setup and play name themselves; this title is for the error and loading screens. */
export function meta({ error, matches }: Route.MetaArgs) {
  const t = metaStrings(matches).start.gameLayout;
  return [{ title: error ? t.notFoundTitle : t.title }];
}

const useOnSetup = () => useMatch("/play/:gameId/setup/") !== null;
/** The print view serves a game in setup and in play alike. */
const useOnPrint = () => useMatch("/play/:gameId/print/") !== null;

export function HydrateFallback() {
  const t = useStrings().start.gameLayout;
  return (
    <Page heading={useOnSetup() ? t.setupHeading : t.gameHeading}>
      <p role="status" className="loading">{t.loading}</p>
      <EarlyGameReadScript />
    </Page>
  );
}

export default function GameLayout({ loaderData }: Route.ComponentProps) {
  const { game, entries, onlinePlayerCodes } = useGameState(loaderData.game.code);
  const connection = useGameSocket(loaderData.game.code);
  const onSetup = useOnSetup();
  const onPrint = useOnPrint();
  const t = useStrings().start.gameLayout;

  const me = game ? myPlayer(game, loaderData.myPlayerId) : null;
  const stillPlaying = Boolean(me) && connection !== "left";
  // The invite link opened again brings a member here (member-returns.ts).
  useEffect(() => {
    if (!game) return;
    if (stillPlaying) rememberMembership(game.code);
    else forgetMembership(game.code);
  }, [game?.code, stillPlaying]);
  // The game as the player has it, kept on the device for a screen opened again on patchy
  // Wi-Fi (last-read-games.ts); not for a player no longer in it.
  const code = loaderData.game.code;
  useEffect(() => {
    if (!stillPlaying) {
      forgetLastRead(code);
      return;
    }
    return keepLastRead(code, gameStore(code));
  }, [code, stillPlaying]);

  if (!game) return null;
  if (!me || !stillPlaying) {
    return (
      <Suspense fallback={null}>
        <NoLongerPlaying code={game.code} name={game.name} />
      </Suspense>
    );
  }
  // SPEC §2: setup redirects to play once the game has started, and play to setup before.
  const wrongScreen = !onPrint && (game.status === "SETUP") !== onSetup;
  const screen: GameScreen = { game, entries, me, connection };
  // While a round is played the board, Call Bingo and the notices need a phone's whole screen:
  // the name takes one line and the register note waits for the end of the round.
  const playing = game.status === "PLAY" && !onSetup && !onPrint;

  return (
    <Page
      heading={game.name}
      headingFolded={playing}
      headerTitle={onPrint ? t.printHeading : onSetup ? t.setupHeading : t.gameHeading}
      peopleMenu={
        <PeopleMenu
          game={game}
          me={me}
          onlinePlayerCodes={onlinePlayerCodes}
          oneAwayPlayerIds={game.oneAwayPlayerIds}
          entries={entries}
        />
      }
    >
      <GameScreensStyles />
      <ConnectionBanner status={connection} />
      <Suspense fallback={null}>
        <HostChangeNotice game={game} me={me} />
        <TakeOverOffer game={game} me={me} onlinePlayerCodes={onlinePlayerCodes} />
      </Suspense>
      {!playing && (
        <Suspense fallback={null}>
          <RegisterNudge />
        </Suspense>
      )}
      {wrongScreen ? (
        <Navigate to={game.status === "SETUP" ? `/play/${game.code}/setup/` : `/play/${game.code}/`} replace />
      ) : (
        <Outlet context={screen} />
      )}
    </Page>
  );
}
