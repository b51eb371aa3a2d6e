import { useState } from "react";
import { useNavigate } from "react-router";
import type { Game, PlayedAgainInvite } from "../../shared/api-types";
import { ApiRequestError } from "../api/api-client";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { joinGame } from "./join-api";
import { playAgain } from "./year-api";
import { YearStyles } from "./year-styles";

/**
 * My Games' games played again from yours that you have not joined (docs/decisions/031): one tap
 * joins, under the name you played under last time, and opens the game.
 */
export function PlayedAgainInvites({ invites }: { invites: PlayedAgainInvite[] }) {
  const t = useStrings().year.invites;
  const navigate = useNavigate();
  const [joining, setJoining] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (invites.length === 0) return null;

  async function join(invite: PlayedAgainInvite) {
    setJoining(invite.code);
    setError(null);
    try {
      const game = await joinGame({ code: invite.code, screenName: invite.screenName });
      navigate(`/play/${game.code}/${game.status === "SETUP" ? "setup/" : ""}`);
    } catch (failure) {
      setJoining(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <section className="stack played-again-invites" aria-labelledby="played-again-invites">
      <YearStyles />
      <h2 className="section-heading" id="played-again-invites">{t.heading}</h2>
      <ul className="game-list">
        {invites.map((invite) => (
          <li key={invite.code} className="played-again-invites__item">
            <span>{fillNodes(t.line, { from: <bdi>{invite.fromName}</bdi>, name: <bdi>{invite.name}</bdi> })}</span>
            <button
              type="button"
              className="button button--primary"
              disabled={joining !== null}
              aria-label={`${t.join}: ${invite.name}`}
              onClick={() => join(invite)}
            >
              {joining === invite.code ? t.joining : t.join}
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** My Games' one tap for the host of a finished game: next year's game, with the predictions that did not come true. */
export function PlayAgainFromList({ game }: { game: Game }) {
  const t = useStrings().year.playAgain;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finished = game.status === "BINGO" || game.status === "COMPLETE";
  if (!finished || game.players[0]?.role !== "CREATOR" || game.playedAgainAs) return null;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const next = await playAgain(game.code, "unfulfilled");
      navigate(`/play/${next.code}/setup/`);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 402) return navigate("/paywall/");
      setBusy(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <div className="game-list__again">
      <YearStyles />
      <button type="button" className="button" disabled={busy} aria-label={`${t.button}: ${game.name}`} onClick={run}>
        {busy ? t.working : t.button}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
