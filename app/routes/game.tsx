import { useState } from "react";
import type { Entry } from "../../shared/api-types";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { completingPositions } from "../../shared/one-away";
import { mayUnmark } from "../../shared/unmark-rule";
import { hasBingo } from "../../shared/winning-lines";
import { BingoBoard } from "../game/bingo-board";
import { EntriesDisclosure } from "../game/entries-disclosure";
import { FirstPlayHint, useFirstPlayHint } from "../game/first-play-hint";
import { callBingo } from "../game/game-api";
import { GameNotices } from "../game/game-notices";
import { useGameScreen } from "../game/game-screen";
import { MarkedTime } from "../game/marked-time";
import { MarksAnnouncer } from "../game/marks-announcer";
import { useOptimisticMarks } from "../game/optimistic-marks";
import { WinnerModal } from "../game/winner-modal";

export const meta = () => [{ title: "Game · Bingo with friends" }];

/** SPEC §2, Game play: the board, the entries, Call Bingo and the winner. */
export default function GamePlay() {
  const { game, entries, me } = useGameScreen();
  const [calling, setCalling] = useState(false);
  const { entriesById, pendingIds, setMarked, refusal } = useOptimisticMarks(game.code, entries, me);
  const { showHint, firstMarkMade } = useFirstPlayHint(entries.some((entry) => entry.markedBy === me.id));

  const board = me.boardEntries ?? [];
  // Bingo is judged on marks the server holds, not on those still on their way.
  const markedIds = new Set(entries.filter((entry) => entry.isMarked).map((entry) => entry.id));
  const canCallBingo = game.status === "PLAY" && hasBingo(board, markedIds);
  // Our own squares one mark from a line: the server says the same of us to everyone.
  const completingIds = new Set(
    game.status === "PLAY" ? completingPositions(board, markedIds).map((position) => board[position]!) : [],
  );
  const winner = game.players.find((player) => player.id === game.winnerId) ?? null;

  async function toggle(entry: Entry) {
    if (game.status !== "PLAY" || pendingIds.has(entry.id)) return;
    if (!mayUnmark({ playerId: me.id, role: me.role }, entry)) {
      window.alert(REFUSAL_MESSAGES.unmarkNotAllowed);
      return;
    }
    if (!entry.isMarked) firstMarkMade();
    await setMarked(entry, !entry.isMarked);
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
      <MarksAnnouncer entries={entries} myPlayerId={me.id} />
      <GameNotices entries={entries} players={game.players} oneAwayPlayerIds={game.oneAwayPlayerIds} myPlayerId={me.id} />
      {game.status === "COMPLETE" && <p className="notice" role="status">{REFUSAL_MESSAGES.gameEnded}</p>}
      {showHint && game.status === "PLAY" && board.length > 0 && <FirstPlayHint />}
      {board.length > 0 ? (
        <BingoBoard
          boardEntries={board}
          entriesById={entriesById}
          pendingIds={pendingIds}
          completingIds={completingIds}
          players={game.players}
          myPlayerId={me.id}
          onToggle={toggle}
        />
      ) : (
        game.status !== "COMPLETE" && <p className="lede">Your board is being dealt…</p>
      )}
      {refusal && (
        <p className="notice notice--refused" role="alert">
          {refusal}
        </p>
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
                      <>
                        {" "}
                        <MarkedTime at={entry.markedAt} />
                      </>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </EntriesDisclosure>
      {game.status === "BINGO" && <WinnerModal code={game.code} winnerName={winner?.screenName ?? null} isMe={winner?.id === me.id} />}
    </>
  );
}
