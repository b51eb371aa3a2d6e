import type { Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { ConfirmStep } from "../components/confirm-step";
import { useStrings } from "../i18n/strings";
import { handOverHost, takeOverHost } from "./host-api";
import { CallProblem, useHostCall } from "./host-actions";

/**
 * What the host can do beside a player's name in the people menu
 * (docs/decisions/015-host-continuity.md): hand the role over, asked in the page first, or,
 * as the owner, take it back. The controls under the list are in host-controls.tsx.
 */

/** "Make host" beside a player's name, for the host only. */
export function HandOverButton({ gameCode, player }: { gameCode: string; player: Player }) {
  const t = useStrings();
  const { busy, run, problem } = useHostCall();
  return (
    <>
      <ConfirmStep
        className="button button--small"
        disabled={busy}
        // Starts with the words shown, so speech input ("click Make host") finds it.
        label={fill(t.play.host.makeHostLabel, { name: player.screenName })}
        question={fill(t.play.host.makeHostQuestion, { name: player.screenName })}
        confirmLabel={t.play.host.makeHost}
        onConfirm={() => run(() => handOverHost(gameCode, player.code))}
      >
        {t.play.host.makeHost}
      </ConfirmStep>
      <CallProblem problem={problem} />
    </>
  );
}

/** The game's owner, not host now, takes the role back: one tap, no wait (docs/decisions/015). */
export function TakeBackButton({ gameCode }: { gameCode: string }) {
  const t = useStrings();
  const { busy, run, problem } = useHostCall();
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => run(() => takeOverHost(gameCode))}>
        {t.play.host.takeBack}
      </button>
      <CallProblem problem={problem} />
    </>
  );
}
