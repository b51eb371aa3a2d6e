import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/auth-registration";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.authRegistration.title }];
}

/** SPEC §9: the 'something went wrong' time-out. */
const GIVE_UP_AFTER_MS = 5_000;

/**
 * SPEC §2, Loading-after-auth: carry a guest session's games over (after a login), load the
 * user's details, then go back to where they were headed (path and query), else to My Games.
 */
export default function AuthRegistration() {
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState(false);
  const t = useStrings();
  const words = t.account.authRegistration;

  useEffect(() => {
    let done = false;
    const timer = setTimeout(() => !done && setGaveUp(true), GIVE_UP_AFTER_MS);
    (async () => {
      const [{ loadUserDetails }, { takeReturnTo }, { mergeRememberedGuest }, { retryIdempotent }] = await Promise.all([
        import("../api/user-details"),
        import("../auth/return-to.client"),
        import("../auth/guest-merge.client"),
        import("../api/retry-idempotent"),
      ]);
      // The person is signed in: no network or the records out of reach for a moment (503)
      // is waited out, and they go on once it answers, even after the time-out's message.
      const user = await retryIdempotent(async () => {
        // Logged in from a guest session: its games become the account's first (decision 014).
        await mergeRememberedGuest();
        return loadUserDetails({ force: true });
      });
      if (user.id > 0) {
        done = true;
        navigate(takeReturnTo() ?? "/play/", { replace: true });
      }
    })().catch(() => {
      /* the time-out shows the message */
    });
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <Page heading={gaveUp ? words.failedHeading : words.heading}>
      {gaveUp ? (
        <>
          <p role="alert">{words.failed}</p>
          <Link className="button" to="/">{t.common.home}</Link>
        </>
      ) : (
        <p role="status" className="loading">{words.loading}</p>
      )}
    </Page>
  );
}
