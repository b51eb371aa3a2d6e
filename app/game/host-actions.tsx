import { useState } from "react";
import { problemMessage } from "../forms/form-status";

/**
 * A host call (docs/decisions/015-host-continuity.md), from the people menu's buttons
 * (host-buttons.tsx, host-controls.tsx) or a notice's: the server checks again, and the
 * screen changes when the game's new state arrives.
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
