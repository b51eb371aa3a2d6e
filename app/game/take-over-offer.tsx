import { useEffect, useState } from "react";
import type { Game, Player } from "../../shared/api-types";
import { takeOverChance, takeOverHost } from "./host-api";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { CallProblem, useHostCall } from "./host-actions";

/** A little after the server's "in this many ms", so its clock has surely passed it too. */
const ASK_AGAIN_MARGIN_MS = 1_000;

/**
 * The host-continuity offer (docs/decisions/015-host-continuity.md): once the host has been
 * offline long enough, the player here longest gets a button to take the host role over.
 * Only the server knows who that is, so while the host is offline this asks it, and again
 * when it says the wait will be over; everyone else sees nothing until the role moves.
 */
export function TakeOverOffer({ game, me, onlinePlayerCodes }: { game: Game; me: Player; onlinePlayerCodes: string[] }) {
  const t = useStrings().play.takeOver;
  const host = game.players.find((player) => player.role === "CREATOR");
  // Only someone online can be here longest; before presence arrives nobody is, so nothing is asked.
  // The owner needs no offer: they take the role back at any time (HostChangeNotice, the people menu).
  const hostAway =
    !me.isOwner &&
    host !== undefined &&
    host.id !== me.id &&
    onlinePlayerCodes.includes(me.code) &&
    !onlinePlayerCodes.includes(host.code);
  const [allowed, setAllowed] = useState(false);
  const { busy, run, problem } = useHostCall();
  // Who is online changes who is here longest: ask again whenever it does.
  const presenceKey = onlinePlayerCodes.join();

  useEffect(() => {
    setAllowed(false);
    if (!hostAway) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const ask = () =>
      takeOverChance(game.code)
        .then((chance) => {
          if (cancelled) return;
          setAllowed(chance.allowed);
          if (!chance.allowed && chance.inMs !== null) timer = setTimeout(ask, chance.inMs + ASK_AGAIN_MARGIN_MS);
        })
        .catch(() => {
          // No offer this time; the next presence change asks again.
        });
    void ask();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [game.code, hostAway, presenceKey, host?.code]);

  if (!hostAway || !allowed) return null;
  return (
    <div className="notice take-over" role="status">
      <p>{fillNodes(t.offer, { name: <bdi>{host.screenName}</bdi> })}</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => run(() => takeOverHost(game.code))}>
        {t.button}
      </button>
      <CallProblem problem={problem} />
    </div>
  );
}
