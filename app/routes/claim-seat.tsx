import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { isWellFormedGameCode, normalizeGameCode } from "../../shared/game-code";
import { Page } from "../components/page";
import { problemMessage } from "../forms/form-status";
import { rememberMembership } from "../game/member-of-games";
import { claimSeat } from "../game/seat-api";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/claim-seat";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).seats.claim.title }];
}

/** The claim token from the link's fragment (`#token=…`), which no server ever sees. */
const tokenFromFragment = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";

/**
 * The page a printed card's QR code opens (docs/decisions/032-paper-seats.md): whoever scanned it
 * is signed in (as a guest if need be), claims the card with the token in the link's fragment,
 * and goes on to the game, where that very board is now theirs. A refusal (a wrong or spent
 * link, a locked game) is said in the server's words, with a way to try again.
 */
export default function ClaimSeat() {
  const t = useStrings().seats.claim;
  const params = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let gone = false;
    const code = normalizeGameCode(params.gameId ?? "");
    const seatId = Number(params.seatId);
    async function claim() {
      // Firebase only here, after the first paint, as every page loads it (auth/session.client.ts).
      const { ensureSignedIn } = await import("../auth/session.client");
      await ensureSignedIn();
      await claimSeat(code, seatId, tokenFromFragment(window.location.hash));
      rememberMembership(code);
      if (!gone) navigate(`/play/${code}/`, { replace: true });
    }
    if (!isWellFormedGameCode(code) || !Number.isSafeInteger(seatId)) {
      setProblem(t.failed);
      return;
    }
    setProblem(null);
    claim().catch((error: unknown) => {
      // A link the API cannot read (a token cut short or mistyped) is the card's link that failed,
      // in the page's language, not the schema's words about a field.
      if (!gone) setProblem((error as { status?: number }).status === 422 ? t.failed : problemMessage(error));
    });
    return () => {
      gone = true;
    };
  }, [attempt]);

  // In the app's frame like every page: a wrong or spent link's words can be read in another
  // language from the header's menu, and the way home is there.
  return (
    <Page heading={t.heading}>
      {problem === null ? (
        <p role="status">{t.claiming}</p>
      ) : (
        <>
          <p className="form-error" role="alert">
            {problem}
          </p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t.again}
          </button>
        </>
      )}
    </Page>
  );
}
