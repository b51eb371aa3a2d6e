import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PlayedAgainLinks } from "../../shared/api-types";
import { ApiRequestError } from "../api/api-client";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { playAgain, playedAgainLinks } from "./year-api";
import { YearStyles } from "./year-styles";

/**
 * "Play again next year" for the host of a finished game (docs/decisions/031): one tap makes
 * next year's game and opens it; the host chooses which predictions it takes. A host who needs
 * a pass goes to the paywall, as for any new game.
 */
function PlayAgain({ code }: { code: string }) {
  const t = useStrings().year.playAgain;
  const navigate = useNavigate();
  const [seed, setSeed] = useState<"unfulfilled" | "all">("unfulfilled");
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setState({ busy: true, error: null });
    try {
      const next = await playAgain(code, seed);
      navigate(`/play/${next.code}/setup/`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) return navigate("/paywall/");
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <>
      <YearStyles />
      <form className="stack play-again" onSubmit={submit} aria-labelledby="play-again-heading">
        <h2 className="section-heading" id="play-again-heading">{t.heading}</h2>
        <fieldset className="play-again__seed">
          <legend>{t.seedLegend}</legend>
          {(["unfulfilled", "all"] as const).map((value) => (
            <label key={value} className="play-again__option">
              <input type="radio" name="seed" value={value} checked={seed === value} onChange={() => setSeed(value)} />
              <span>{value === "all" ? t.seedAll : t.seedUnfulfilled}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={state.busy}>
          {state.busy ? t.working : t.button}
        </button>
        {state.error && <p role="alert">{state.error}</p>}
      </form>
    </>
  );
}

/** The game's links in its chain, read when the screen opens; null until then, or if the read failed. */
function useLinks(code: string): PlayedAgainLinks | null {
  const [links, setLinks] = useState<PlayedAgainLinks | null>(null);
  useEffect(() => {
    let current = true;
    playedAgainLinks(code)
      .then((found) => current && setLinks(found))
      .catch(() => {
        // No links is what a failed read shows: the game's own screen matters more.
      });
    return () => {
      current = false;
    };
  }, [code]);
  return links;
}

/**
 * Year after year on a game's screen (docs/decisions/031): the links between this game and the
 * ones played again before and after it, both ways, and to the family record; on a finished
 * game its host may play it again, once.
 */
export function YearAfterYear({ code, mayPlayAgain }: { code: string; mayPlayAgain: boolean }) {
  const t = useStrings().year.links;
  const links = useLinks(code);
  if (!links) return null;
  const { previous, next } = links;
  return (
    <>
      <YearStyles />
      {(previous || next) && (
        <nav className="stack played-again" aria-label={t.record}>
          {previous && (
            <Link className="text-link" to={`/play/${previous.code}/result/`}>
              {fillNodes(t.playedBefore, { name: <bdi>{previous.name}</bdi> })}
            </Link>
          )}
          {next && (
            // Not yet in it: My Games joins it in one tap, under the name played under here.
            <Link className={next.isMember ? "text-link" : "button"} to={next.isMember ? `/play/${next.code}/` : "/play/"}>
              {fillNodes(next.isMember ? t.playedAgainAs : t.joinNext, { name: <bdi>{next.name}</bdi> })}
            </Link>
          )}
          <Link className="text-link" to={`/record/${code}/`}>{t.record}</Link>
        </nav>
      )}
      {mayPlayAgain && !next && <PlayAgain code={code} />}
    </>
  );
}
