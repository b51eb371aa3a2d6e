import { useEffect, useState } from "react";
import { TV_PAIRING_POLL_MS, TV_PAIRING_SECRET_HEADER, type TvPairing } from "../../shared/tv-pairing";
import { ApiRequestError } from "../api/api-client";
import { waitOrWake } from "../api/back-off";
import { readAgainDelayMs } from "../api/read-again";
import { problemMessage } from "../forms/form-status";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import { tvCall } from "../tv/tv-api";
import { TvMessage } from "../tv/tv-screen";
import { TvStyles } from "../tv/tv-styles";
import type { Route } from "./+types/tv-pair";

/** No sign-in here: the page does not start Firebase (auth-provider.tsx). */
export const handle = { session: false };

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).tv.pairing.title }];
}

interface Code {
  code: string;
  secret: string;
  expiresAt: number;
}

/**
 * A TV with no game yet (`/tv/`): it shows a short code, which the host types in their game's
 * menu; then it opens that game's TV view by itself, the viewer key in the address's fragment
 * as if its link had been typed (docs/api.md, *The TV view*). The code changes when it expires.
 */
export default function TvPair() {
  const t = useStrings().tv.pairing;
  const [code, setCode] = useState<Code | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // A code: on opening, when one expires, and on "Try again". Nobody may be at the TV to tap
  // it: a code the network or the records could not give (D1 down) is asked for again by
  // itself, once the server's Retry-After (or 5 s) has passed or the TV is back online.
  useEffect(() => {
    const leave = new AbortController();
    setProblem(null);
    tvCall<Code>("tv-pairings", "POST").then(
      (made) => !leave.signal.aborted && setCode(made),
      async (error: unknown) => {
        if (leave.signal.aborted) return;
        setProblem(problemMessage(error));
        const waitMs = readAgainDelayMs(error);
        if (waitMs === null) return;
        await waitOrWake(waitMs, leave.signal);
        if (!leave.signal.aborted) setAttempt((value) => value + 1);
      },
    );
    return () => leave.abort();
  }, [attempt]);

  // Then asked, every few seconds, whether the host has typed it.
  useEffect(() => {
    if (!code) return;
    let stopped = false;
    const ask = async () => {
      if (stopped) return;
      if (Date.now() >= code.expiresAt) return setAttempt((value) => value + 1);
      try {
        const pairing = await tvCall<TvPairing>(`tv-pairings/${code.code}`, "GET", { [TV_PAIRING_SECRET_HEADER]: code.secret });
        if (stopped) return;
        if (pairing.status === "PAIRED") {
          setOpening(true);
          // A whole load: the TV view reads its key from the address it opens with.
          window.location.replace(pairing.path);
          return;
        }
      } catch (error) {
        // Gone (expired meanwhile): a new code. Anything else (offline, a limit): ask again.
        if (!stopped && error instanceof ApiRequestError && error.status === 404) return setAttempt((value) => value + 1);
      }
      if (!stopped) timer = setTimeout(ask, TV_PAIRING_POLL_MS);
    };
    let timer = setTimeout(ask, TV_PAIRING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [code]);

  return (
    <>
      <TvStyles />
      <TvMessage heading={opening ? t.opening : t.heading} languages>
        {problem ? (
          <>
            <p role="alert" className="tv-message__detail">{problem}</p>
            <button type="button" className="button" onClick={() => setAttempt((value) => value + 1)}>
              {t.tryAgain}
            </button>
          </>
        ) : code ? (
          <>
            <p className="tv-pair__code">
              <span className="tv-pair__label">{t.codeLabel}</span> <span className="tv-pair__characters">{code.code}</span>
            </p>
            <p className="tv-message__detail">{t.steps}</p>
            <p className="tv-message__detail tv-pair__changes">{t.changes}</p>
          </>
        ) : (
          <p className="tv-message__detail" role="status">{t.gettingCode}</p>
        )}
      </TvMessage>
    </>
  );
}
