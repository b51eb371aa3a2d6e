import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";
import { dropKeptPrediction, useWaitingPredictions } from "./kept-predictions";
import "./waiting-predictions.css";

/**
 * The player's predictions that reached the game after its round started (decision 039): kept
 * on this phone, said here so none is lost without a word, and sent by the form between rounds
 * as soon as the round is over. Each can be let go. Once the game has ended, nothing can add
 * them: the list says so, and they can be let go.
 */
export function WaitingPredictions({ code, playerId, ended }: { code: string; playerId: number; ended: boolean }) {
  const t = useStrings().play.waitingPredictions;
  const waiting = useWaitingPredictions(code, playerId);
  if (waiting.length === 0) return null;
  return (
    <section className="notice waiting-predictions" aria-labelledby="waiting-predictions-title">
      <h2 id="waiting-predictions-title" className="waiting-predictions__title">
        {ended ? t.endedTitle : t.title}
      </h2>
      <p className="waiting-predictions__note">{ended ? t.endedNote : t.note}</p>
      <ul className="waiting-predictions__list">
        {waiting.map((typed) => (
          <li key={`${typed.typedAt}:${typed.text}`}>
            <span dir="auto">{typed.text}</span>
            <button
              type="button"
              className="button button--small"
              aria-label={fill(t.removeLabel, { entry: typed.text })}
              onClick={() => dropKeptPrediction(code, typed)}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
