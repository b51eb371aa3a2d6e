import { useState } from "react";
import type { Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { ConfirmStep } from "../components/confirm-step";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { handOverHost, takeOverHost } from "./game-api";

/**
 * What the host can do beside a player's name in the people menu
 * (docs/decisions/015-host-continuity.md): hand the role over, or, as the owner, take it
 * back. The controls under the list are in host-controls.tsx. Each asks the server, which
 * checks again; the menu changes when the game's new state arrives.
 */

/**
 * Runs one host call at a time; a refusal is said as the server words it, in the page where
 * the call was made (`problem`, shown by `CallProblem`), never in a pop-up.
 */
export function useHostCall() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await call();
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, problem };
}

/** Why a call was refused, where it was made. */
export function CallProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="form-error call-problem" role="alert">
      {problem}
    </p>
  ) : null;
}

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
