import { useState } from "react";
import type { Game, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { handOverHost, takeOverHost } from "./game-api";

/**
 * What the host can do beside a player's name in the people menu
 * (docs/decisions/015-host-continuity.md): hand the role over, or, as the owner, take it
 * back. The controls under the list are in host-controls.tsx. Each asks the server, which
 * checks again; the menu changes when the game's new state arrives.
 */

/** Runs one host call at a time; a refusal is shown as the server words it. */
export function useHostCall() {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      window.alert(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** "Make host" beside a player's name, for the host only. */
export function HandOverButton({ gameCode, player }: { gameCode: string; player: Player }) {
  const t = useStrings();
  const { busy, run } = useHostCall();
  const question = fill(t.play.host.makeHostQuestion, { name: player.screenName });
  return (
    <button
      type="button"
      className="button button--small"
      disabled={busy}
      // Starts with the words shown, so speech input ("click Make host") finds it.
      aria-label={fill(t.play.host.makeHostLabel, { name: player.screenName })}
      onClick={() => window.confirm(question) && run(() => handOverHost(gameCode, player.code))}
    >
      {t.play.host.makeHost}
    </button>
  );
}

/** The game's owner, not host now, takes the role back: one tap, no wait (docs/decisions/015). */
export function TakeBackButton({ gameCode }: { gameCode: string }) {
  const t = useStrings();
  const { busy, run } = useHostCall();
  return (
    <button type="button" className="button" disabled={busy} onClick={() => run(() => takeOverHost(gameCode))}>
      {t.play.host.takeBack}
    </button>
  );
}
