import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { ClientActionFunctionArgs } from "react-router";
import type { Entry } from "../../shared/api-types";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { mayUnmark } from "../../shared/unmark-rule";
import { hasBingo } from "../../shared/winning-lines";
import { BingoBoard } from "../game/bingo-board";
import { EntriesDisclosure } from "../game/entries-disclosure";
import { callBingo, setEntryMarked } from "../game/game-api";
import { useGameScreen } from "../game/game-screen";
import { MarksAnnouncer } from "../game/marks-announcer";
import { roundSummary } from "../game/round-summary";
import { WinnerModal } from "../game/winner-modal";

export const meta = () => [{ title: "Game · Bingo with friends" }];

/** What comes after a Bingo (docs/decisions/013-rounds.md) loads only then: the first load stays small. */
const BetweenRounds = lazy(() => import("../game/between-rounds"));
const NextRound = lazy(() => import("../game/next-round").then((module) => ({ default: module.NextRound })));

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
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const [calling, setCalling] = useState(false);
  const entriesById = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);

  const board = me.boardEntries ?? [];
  const markedIds = new Set(entries.filter((entry) => entry.isMarked).map((entry) => entry.id));
  const canCallBingo = game.status === "PLAY" && hasBingo(board, markedIds);
  const winner = game.players.find((player) => player.id === game.winnerId) ?? null;
  // A new round: back to the top, where the new board is (the pool below the old one is gone).
  const shownRound = useRef(game.round);
  useEffect(() => {
    if (game.round !== shownRound.current) window.scrollTo({ top: 0 });
    shownRound.current = game.round;
  }, [game.round]);
  // A round won and another to come; the practice game starts its own on the next join.
  const betweenRounds = game.status === "BINGO" && game.code !== PRACTICE_GAME_CODE;

  async function toggle(entry: Entry) {
    if (game.status !== "PLAY" || pendingIds.has(entry.id)) return;
    if (!mayUnmark({ playerId: me.id, role: me.role }, entry)) {
      window.alert(REFUSAL_MESSAGES.unmarkNotAllowed);
      return;
    }
    setPendingIds((ids) => new Set(ids).add(entry.id));
    try {
      await setEntryMarked(game.code, entry.id, !entry.isMarked);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "Could not save that. Please try again.");
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(entry.id);
        return next;
      });
    }
  }

  async function declareBingo() {
    setCalling(true);
    try {
      await callBingo(game.code);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "Could not call Bingo. Please try again.");
    } finally {
      setCalling(false);
    }
  }

  return (
    <>
      <p className="round-line" role="status">{roundSummary(game)}</p>
      <MarksAnnouncer key={game.round} entries={entries} players={game.players} myPlayerId={me.id} />
      {board.length > 0 ? (
        <BingoBoard key={game.round} boardEntries={board} entriesById={entriesById} pendingIds={pendingIds} onToggle={toggle} />
      ) : (
        <p className="lede">Your board is being dealt…</p>
      )}
      {canCallBingo && (
        <button type="button" className="button button--bingo" onClick={declareBingo} disabled={calling}>
          Call Bingo
        </button>
      )}

      <EntriesDisclosure count={entries.length}>
        <ul className="entry-list">
          {entries.map((entry) => {
            const marker = game.players.find((player) => player.id === entry.markedBy);
            return (
              <li key={entry.id} className={`entry-list__item${entry.isMarked ? " is-marked" : ""}`}>
                <span className="entry-list__text" dir="auto">{entry.text}</span>
                {entry.isMarked && (
                  <span className="entry-list__by" dir="auto">
                    ✓ {marker?.screenName ?? "someone"}
                    {entry.markedAt && (
                      <time dateTime={new Date(entry.markedAt).toISOString()}>
                        {" "}
                        {new Date(entry.markedAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
                      </time>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </EntriesDisclosure>
      {betweenRounds && (
        <Suspense fallback={null}>
          <BetweenRounds game={game} entries={entries} me={me} />
        </Suspense>
      )}
      {game.status !== "PLAY" && (
        <WinnerModal winnerName={winner?.screenName ?? null} isMe={winner?.id === me.id}>
          {betweenRounds && (
            <Suspense fallback={null}>
              <NextRound game={game} me={me} poolSize={entries.length} />
            </Suspense>
          )}
        </WinnerModal>
      )}
    </>
  );
}
