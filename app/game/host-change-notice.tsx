import { useState, type ReactNode } from "react";
import type { Game, HostChange, Player } from "../../shared/api-types";
import { takeOverHost } from "./game-api";
import { useHostCall } from "./host-actions";

/** A move of the host role older than this, found on opening the game, is old news. */
const NEWS_FOR_MS = 10 * 60_000;
const seenKey = (code: string) => `bingo:host-change-seen:${code}`;

/**
 * Tells everyone when the host role moves and why (issue #30, docs/decisions/015): live, or
 * on opening the game soon after. The owner who lost the role while away is offered it back
 * in one tap for as long as someone else holds it, however long ago that was.
 */
export function HostChangeNotice({ game, me }: { game: Game; me: Player }) {
  const change = game.hostChange;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // What was already so when the screen opened (the game's screens render on the client only,
  // after their loader): read once, so the first frame is already right.
  const [opened] = useState(() => ({ at: change?.at ?? null, seenBefore: readSeen(game.code) }));
  const { busy, run } = useHostCall();

  if (!change) return null;
  const host = game.players.find((player) => player.role === "CREATOR");
  const iAmOwnerAndNotHost = me.isOwner === true && host !== undefined && host.id !== me.id;
  const lostWhileAway = iAmOwnerAndNotHost && change.reason === "took-over" && change.fromPlayerId === me.id;
  const isNews =
    change.at !== opened.at || (Date.now() - change.at < NEWS_FOR_MS && change.at !== opened.seenBefore);
  if (dismissedAt === change.at || (!isNews && !lostWhileAway)) return null;

  function dismiss() {
    try {
      localStorage.setItem(seenKey(game.code), String(change!.at));
    } catch {
      // Storage refused (a private window): dismissed for this screen only.
    }
    setDismissedAt(change!.at);
  }

  return (
    <div className="notice host-change" role="status">
      <p>{hostChangeText(change, game.players, me)}</p>
      <div className="host-change__actions">
        {lostWhileAway && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => run(() => takeOverHost(game.code))}
          >
            Take back the host role
          </button>
        )}
        <button type="button" className="button" onClick={dismiss}>
          OK
        </button>
      </div>
    </div>
  );
}

function readSeen(code: string): number | null {
  try {
    return Number(localStorage.getItem(seenKey(code))) || null;
  } catch {
    return null;
  }
}

/** The sentence for a move of the role; names isolated (<bdi>), the reader's own as "you". */
export function hostChangeText(change: HostChange, players: Player[], me: Player): ReactNode {
  const name = (playerId: number | null, capital: boolean): ReactNode => {
    if (playerId === me.id) return capital ? "You" : "you";
    const player = players.find((one) => one.id === playerId);
    return player ? <bdi>{player.screenName}</bdi> : capital ? "The host" : "the host";
  };
  const to = change.toPlayerId === me.id;
  const isNow = to ? "are now the host" : "is now the host";
  switch (change.reason) {
    case "took-over":
      return (
        <>
          {name(change.toPlayerId, true)} {isNow}: {name(change.fromPlayerId, false)}{" "}
          {change.fromPlayerId === me.id ? "were" : "was"} offline for a few minutes.
        </>
      );
    case "handed-over":
      return (
        <>
          {name(change.fromPlayerId, true)} made {to ? "you" : name(change.toPlayerId, false)} the host.
        </>
      );
    case "owner-back":
      return (
        <>
          {name(change.toPlayerId, true)} created this game and {to ? "are" : "is"} the host again.
        </>
      );
    case "host-left":
      return (
        <>
          {name(change.toPlayerId, true)} {isNow}: the host left the game.
        </>
      );
  }
}
