import { useMemo, useState } from "react";
import { Navigate } from "react-router";
import type { Entry } from "../../shared/api-types";
import { hasBingo } from "../../shared/winning-lines";
import { Page } from "../components/page";
import { BingoBoard } from "../game/bingo-board";
import { EntriesDisclosure } from "../game/entries-disclosure";
import { callBingo, setEntryMarked } from "../game/game-api";
import { ConnectionBanner } from "../game/connection-banner";
import { useGameState } from "../game/game-store";
import { MarksAnnouncer } from "../game/marks-announcer";
import { NoLongerPlaying } from "../game/no-longer-playing";
import { PeopleMenu } from "../game/people-menu";
import { useGameSocket } from "../game/use-game-socket";
import { myPlayer } from "../game/use-my-player";
import { WinnerModal } from "../game/winner-modal";
import type { Route } from "./+types/game";

export const meta = () => [{ title: "Game · Bingo with friends" }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { loadGameForScreen } = await import("../game/load-game.client");
  return loadGameForScreen(request, params.gameId);
}

export { GameErrorBoundary as ErrorBoundary } from "../game/game-error-boundary";

export function HydrateFallback() {
  return (
    <Page heading="Game">
      <p role="status" className="loading">Loading the game…</p>
    </Page>
  );
}

const UNMARK_REFUSED = "Only the game creator or the person who marked this item can unmark it";

/** SPEC §2, Game play: the board, the entries, Call Bingo and the winner. */
export default function GamePlay({ loaderData }: Route.ComponentProps) {
  const { game, entries, onlinePlayerCodes } = useGameState(loaderData.game.code);
  const connection = useGameSocket(loaderData.game.code);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const [calling, setCalling] = useState(false);
  const entriesById = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);

  if (!game) return null;
  if (game.status === "SETUP") return <Navigate to={`/play/${game.code}/setup/`} replace />;

  const me = myPlayer(game, loaderData.userId);
  if (!me || connection === "left") return <NoLongerPlaying code={game.code} name={game.name} />;
  const board = me.boardEntries ?? [];
  const mayUnmarkAny = me.role === "CREATOR";
  const myId = me.id;
  const markedIds = new Set(entries.filter((entry) => entry.isMarked).map((entry) => entry.id));
  const canCallBingo = game.status === "PLAY" && hasBingo(board, markedIds);
  const winner = game.players.find((player) => player.id === game.winnerId) ?? null;

  async function toggle(entry: Entry) {
    if (game!.status !== "PLAY" || pendingIds.has(entry.id)) return;
    if (entry.isMarked && !mayUnmarkAny && entry.markedBy !== myId) {
      window.alert(UNMARK_REFUSED);
      return;
    }
    setPendingIds((ids) => new Set(ids).add(entry.id));
    try {
      await setEntryMarked(game!.code, entry.id, !entry.isMarked);
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
      await callBingo(game!.code);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : "Could not call Bingo. Please try again.");
    } finally {
      setCalling(false);
    }
  }

  return (
    <Page
      heading={game.name}
      headerTitle="Game"
      peopleMenu={<PeopleMenu code={game.code} players={game.players} onlinePlayerCodes={onlinePlayerCodes} />}
    >
      <ConnectionBanner status={connection} />
      <MarksAnnouncer entries={entries} players={game.players} myPlayerId={myId} />
      {board.length > 0 ? (
        <BingoBoard boardEntries={board} entriesById={entriesById} pendingIds={pendingIds} onToggle={toggle} />
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
      {game.status !== "PLAY" && <WinnerModal winnerName={winner?.screenName ?? null} isMe={winner?.id === myId} />}
    </Page>
  );
}
