import { useState, type ReactNode } from "react";
import type { Game, HostChange, Player } from "../../shared/api-types";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { takeOverHost } from "./host-api";
import { CallProblem, useHostCall } from "./host-actions";

/** A move of the host role older than this, found on opening the game, is old news. */
const NEWS_FOR_MS = 10 * 60_000;
const seenKey = (code: string) => `bingo:host-change-seen:${code}`;

/**
 * Tells everyone when the host role moves and why (docs/decisions/015): live, or
 * on opening the game soon after. The owner who lost the role while away is offered it back
 * in one tap for as long as someone else holds it, however long ago that was.
 */
export function HostChangeNotice({ game, me }: { game: Game; me: Player }) {
  const t = useStrings();
  const change = game.hostChange;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // What was already so when the screen opened (the game's screens render on the client only,
  // after their loader): read once, so the first frame is already right.
  const [opened] = useState(() => ({ at: change?.at ?? null, seenBefore: readSeen(game.code) }));
  const { busy, run, problem } = useHostCall();

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
      <p>{hostChangeText(change, game.players, me, t)}</p>
      <div className="host-change__actions">
        {lostWhileAway && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => run(() => takeOverHost(game.code))}
          >
            {t.play.host.takeBack}
          </button>
        )}
        <button type="button" className="button" onClick={dismiss}>
          {t.play.hostChange.ok}
        </button>
      </div>
      <CallProblem problem={problem} />
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
export function hostChangeText(change: HostChange, players: Player[], me: Player, t: Catalogue): ReactNode {
  const texts = t.play.hostChange;
  // Another player's name; the host when the game no longer names them (`atStart`: opening the sentence).
  const name = (playerId: number | null, atStart: boolean): ReactNode => {
    const player = players.find((one) => one.id === playerId);
    if (player) return <bdi>{player.screenName}</bdi>;
    return atStart ? t.play.words.theHostAtStart : t.play.words.theHost;
  };
  const toMe = change.toPlayerId === me.id;
  const fromMe = change.fromPlayerId === me.id;
  switch (change.reason) {
    case "took-over":
      if (toMe) return fillNodes(texts.tookOverToYou, { from: name(change.fromPlayerId, false) });
      if (fromMe) return fillNodes(texts.tookOverFromYou, { to: name(change.toPlayerId, true) });
      return fillNodes(texts.tookOver, { to: name(change.toPlayerId, true), from: name(change.fromPlayerId, false) });
    case "handed-over":
      if (toMe) return fillNodes(texts.handedOverToYou, { from: name(change.fromPlayerId, true) });
      if (fromMe) return fillNodes(texts.handedOverByYou, { to: name(change.toPlayerId, false) });
      return fillNodes(texts.handedOver, { from: name(change.fromPlayerId, true), to: name(change.toPlayerId, false) });
    case "owner-back":
      return toMe ? texts.ownerBackYou : fillNodes(texts.ownerBack, { to: name(change.toPlayerId, true) });
    case "host-left":
      return toMe ? texts.hostLeftYou : fillNodes(texts.hostLeft, { to: name(change.toPlayerId, true) });
  }
}
