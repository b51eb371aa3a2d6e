import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ClientActionFunctionArgs } from "react-router";
import type { Entry } from "../../shared/api-types";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { completingPositions } from "../../shared/one-away";
import { mayUnmark } from "../../shared/unmark-rule";
import { hasBingo } from "../../shared/winning-lines";
import { forgetWinnerShown } from "../game/winner-seen";
import { BingoBoard } from "../game/bingo-board";
import { useFirstPlayHint } from "../game/first-play-hint";
import { callBingo } from "../game/game-api";
import { GameNotices } from "../game/game-notices";
import { gameStore } from "../game/game-store";
import { useGameScreen } from "../game/game-screen";
import { MarksAnnouncer } from "../game/marks-announcer";
import { PlayedEntries } from "../game/played-entries";
import { playCueLater } from "../game/play-cue";
import { useOptimisticMarks } from "../game/optimistic-marks";
import { useWaitingPredictions } from "../game/kept-predictions";
import { roundOverText } from "../game/round-over";
import { roundSummary } from "../game/round-summary";
import { toWinText } from "../game/win-texts";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/game";
import { seatsWithBingo, winnerName } from "../game/paper-seats";
import { optionalPiece } from "../chunks/optional-piece";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaStrings(matches).play.game.documentTitle }];
}

/** What comes after a Bingo (docs/decisions/013-rounds.md) loads only then: the first load stays small. */
const BetweenRounds = lazy(() => import("../game/between-rounds"));
// Only the host, only once a paper card has a full line (docs/decisions/032-paper-seats.md).
const SeatBingoConfirm = lazy(() => import("../game/seat-bingo-confirm"));
const NextRound = lazy(() => import("../game/next-round").then((module) => ({ default: module.NextRound })));
/** The table's votes and reactions (docs/decisions/030), after the first paint. */
const MarkVotes = optionalPiece(() => import("../game/table-talk").then((module) => module.MarkVotes));
const TableBar = optionalPiece(() => import("../game/table-talk").then((module) => module.TableBar));
/** Predictions that came too late for the round (decision 039): their code only when there are some. */
const WaitingPredictions = optionalPiece(() => import("../game/waiting-predictions").then((module) => module.WaitingPredictions));
/** The closed table bar's height (app/game/table-talk.css): its room before its chunk is in. */
const TABLE_BAR_HEIGHT = "11rem";
/**
 * The winner's dialog: fetched while the round is played (below), so a Bingo opens it at once,
 * and not in the play screen's first load, which a phone on bad Wi-Fi waits for.
 */
const loadWinnerModal = () => import("../game/winner-modal");
// A fetch ahead that failed offline is tried again when a Bingo needs the dialog.
const WinnerModal = lazy(() =>
  loadWinnerModal()
    .catch(() => loadWinnerModal())
    .then((module) => ({ default: module.WinnerModal })),
);
/** The podium, once a first place is won (docs/decisions/029-patterns-and-places.md). */
const RoundPlaces = lazy(() => import("../game/round-places"));

/** The add-entry form between rounds posts here. */
export async function clientAction(args: ClientActionFunctionArgs) {
  const { addEntryAction } = await import("../game/add-entry-form");
  return addEntryAction(args);
}

/**
 * SPEC §2, Game play: the board, the entries, Call Bingo and the winner; after a Bingo, the
 * next round. A new round only re-renders: the board and its announcer start afresh.
 */
export default function GamePlay() {
  const { game, entries, me } = useGameScreen();
  const t = useStrings();
  const [calling, setCalling] = useState(false);
  // Said in the page, under the board, never in a pop-up: an unmark not allowed, a failed call.
  const [problem, setProblem] = useState<string | null>(null);
  const { entriesById, pendingIds, setMarked, refusal } = useOptimisticMarks(game.code, entries, me, game.round);
  const { showHint, firstMarkMade } = useFirstPlayHint(entries.some((entry) => entry.markedBy === me.id));
  const predictionsWaiting = useWaitingPredictions(game.code, me.id).length > 0;

  const board = me.boardEntries ?? [];
  // Bingo is judged on marks the server holds, not on those still on their way, and on the
  // round's pattern; a player with a place this round has nothing more to call
  // (docs/decisions/029-patterns-and-places.md).
  const markedIds = new Set(entries.filter((entry) => entry.isMarked).map((entry) => entry.id));
  const placed = game.winners.some((placing) => placing.playerId === me.id);
  const stillPlaying = game.status === "PLAY" && !placed;
  const canCallBingo = stillPlaying && hasBingo(board, markedIds, game.pattern);
  // Our own squares one mark from the pattern: the server says the same of us to everyone.
  const completingIds = new Set(
    stillPlaying ? completingPositions(board, markedIds, game.pattern).map((position) => board[position]!) : [],
  );
  const toWin = toWinText(game, t);
  // The winner's dialog is on its way while the round is played: a Bingo opens it at once.
  useEffect(() => {
    // Offline, it fails quietly (optional-chunks.ts): the dialog is asked for again on a Bingo.
    if (game.status === "PLAY") loadWinnerModal().catch(() => undefined);
    // A round seen in play again after its dialog showed had its Bingo withdrawn by a vote
    // (docs/decisions/030), whether this phone heard the vote's result or reconnected after it:
    // its next Bingo opens the dialog again.
    if (game.status === "PLAY") forgetWinnerShown(game.code, game.round);
  }, [game.status, game.code, game.round]);
  // A round with places still to win once its first is won: the next one, and the host may move on.
  const placesLeft = game.status === "PLAY" && game.winners.length > 0;
  // The moment a line completes, a phone that can vibrates once, shortly, and chimes unless
  // muted in the menu.
  const callBingoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!canCallBingo) return;
    navigator.vibrate?.(200);
    playCueLater("line");
    // The whole board and Call Bingo in view (below the sticky header: the area's scroll
    // margin), the moment the player checks their line.
    callBingoButton.current?.closest(".board-area")?.scrollIntoView({ block: "nearest" });
  }, [canCallBingo]);
  // Once the round is over the screen says so, and a tap on the board says why nothing happens.
  const roundOver = roundOverText(game, me.id, t);
  const squaresClosed = t.play.roundOver.squaresClosed;
  const [tappedOverRound, setTappedOverRound] = useState<number | null>(null);
  // A new round: back to the top, where the new board is (the pool below the old one is gone).
  const shownRound = useRef(game.round);
  useEffect(() => {
    if (game.round !== shownRound.current) window.scrollTo({ top: 0 });
    shownRound.current = game.round;
  }, [game.round]);
  // A round won and another to come; the practice game starts its own on the next join.
  const betweenRounds = game.status === "BINGO" && game.code !== PRACTICE_GAME_CODE;

  async function toggle(entry: Entry) {
    setProblem(null);
    if (roundOver) setTappedOverRound(game.round);
    if (game.status !== "PLAY" || pendingIds.has(entry.id)) return;
    if (!mayUnmark({ playerId: me.id, role: me.role }, entry)) {
      setProblem(t.messages.refusals.unmarkNotAllowed);
      return;
    }
    if (!entry.isMarked) firstMarkMade();
    await setMarked(entry, !entry.isMarked);
  }

  async function declareBingo() {
    setCalling(true);
    setProblem(null);
    try {
      await callBingo(game.code);
    } catch (error) {
      // A call made again after its answer was lost: the game already has our place, which the
      // socket brought (the winner's dialog says so), and the refusal of the repeat is no news.
      const placedNow = gameStore(game.code).getSnapshot().game?.winners.some((placing) => placing.playerId === me.id);
      if (placedNow) return;
      setProblem(error instanceof Error ? error.message : t.play.game.callBingoFailed);
    } finally {
      setCalling(false);
    }
  }

  // Under the board and Call Bingo: a notice as long as its prediction is never over either.
  // A round's notices end with it: the next round starts with none of the last one's.
  const notices = (
    <GameNotices
      key={game.round}
      entries={entries}
      players={game.players}
      oneAwayPlayerIds={game.oneAwayPlayerIds}
      seats={game.seats}
      myPlayerId={me.id}
      hint={showHint && game.status === "PLAY" && board.length > 0 ? t.play.game.firstPlayHint : null}
    />
  );
  const playedEntries = <PlayedEntries entries={entries} players={game.players} />;
  // What went wrong with the player's own tap or call, right under the board and Call Bingo,
  // brought into view: the player has just acted there and is looking there.
  const shownProblem = problem ?? refusal;
  const problemNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shownProblem) problemNotice.current?.scrollIntoView({ block: "nearest" });
  }, [shownProblem]);
  const underBoard = (
    <>
      {shownProblem && (
        <p ref={problemNotice} className="notice notice--refused" role="alert">
          {shownProblem}
        </p>
      )}
      {notices}
    </>
  );

  return (
    <>
      <p className="round-line" role="status">{roundSummary(game, t)}</p>
      {toWin && <p className="round-line">{toWin}</p>}
      {game.places > 1 && game.winners.length > 0 && (
        <Suspense fallback={null}>
          <RoundPlaces game={game} myPlayerId={me.id} />
        </Suspense>
      )}
      <MarksAnnouncer key={game.round} entries={entries} myPlayerId={me.id} />
      <Suspense fallback={null}>
        <MarkVotes game={game} entries={entries} me={me} />
      </Suspense>
      {roundOver && (
        <p className="notice" role="status">
          {roundOver}
        </p>
      )}
      {roundOver && tappedOverRound === game.round && (
        <p className="notice" role="alert">
          {squaresClosed}
        </p>
      )}
      {board.length > 0 ? (
        <BingoBoard
          key={game.round}
          boardEntries={board}
          pattern={game.pattern}
          entriesById={entriesById}
          pendingIds={pendingIds}
          completingIds={completingIds}
          players={game.players}
          myPlayerId={me.id}
          onToggle={toggle}
          closedNote={roundOver && squaresClosed}
          action={
            canCallBingo && (
              <button
                ref={callBingoButton}
                type="button"
                className="button button--bingo"
                onClick={declareBingo}
                disabled={calling}
              >
                {t.play.game.callBingo}
              </button>
            )
          }
          belowBoard={underBoard}
        />
      ) : (
        <>
          {game.status !== "COMPLETE" && <p className="lede">{t.play.game.boardBeingDealt}</p>}
          {underBoard}
        </>
      )}
      {/* After the board, its notices and the selected square; loaded late, into room kept for it, so
          nothing below it moves either. */}
      {board.length > 0 && (
        <div style={{ minHeight: TABLE_BAR_HEIGHT, display: "flow-root" }}>
          <Suspense fallback={null}>
            <TableBar game={game} entries={entries} me={me} />
          </Suspense>
        </div>
      )}
      {me.role === "CREATOR" && seatsWithBingo(game).length > 0 && (
        <Suspense fallback={null}>
          <SeatBingoConfirm game={game} />
        </Suspense>
      )}

      {/* The host need not wait for the last place: the next round may start now. */}
      {placesLeft && me.role === "CREATOR" && (
        <Suspense fallback={null}>
          <NextRound game={game} me={me} poolSize={entries.length} />
        </Suspense>
      )}
      {(game.status === "PLAY" || game.status === "COMPLETE") && predictionsWaiting && (
        <Suspense fallback={null}>
          <WaitingPredictions code={game.code} playerId={me.id} ended={game.status === "COMPLETE"} />
        </Suspense>
      )}
      {/* Between rounds the next round's pool is the one list (it says what came true, too);
          the round's list stays until its code is in, so nothing blinks at the Bingo. */}
      {betweenRounds ? (
        <Suspense fallback={playedEntries}>
          <BetweenRounds game={game} entries={entries} me={me} />
        </Suspense>
      ) : (
        playedEntries
      )}
      {game.status === "BINGO" && (
        <Suspense fallback={null}>
          <WinnerModal
            code={game.code}
            round={game.round}
            gameName={game.name}
            winnerName={winnerName(game)}
            isMe={game.winnerId === me.id}
          >
            {game.places > 1 && (
              <Suspense fallback={null}>
                <RoundPlaces game={game} myPlayerId={me.id} />
              </Suspense>
            )}
            {betweenRounds && (
              <Suspense fallback={null}>
                <NextRound game={game} me={me} poolSize={entries.length} prepare />
              </Suspense>
            )}
          </WinnerModal>
        </Suspense>
      )}
    </>
  );
}
