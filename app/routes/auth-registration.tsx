import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Page } from "../components/page";

export const meta = () => [{ title: "Auth Registration · Bingo with friends" }];

/** SPEC §9: the 'something went wrong' time-out. */
const GIVE_UP_AFTER_MS = 5_000;

/**
 * SPEC §2, Loading-after-auth: carry a guest session's games over (after a login), load the
 * user's details, then go back to where they were headed (path and query), else to My Games.
 */
export default function AuthRegistration() {
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    let done = false;
    const timer = setTimeout(() => !done && setGaveUp(true), GIVE_UP_AFTER_MS);
    (async () => {
      const [{ loadUserDetails }, { takeReturnTo }, { mergeRememberedGuest }] = await Promise.all([
        import("../api/user-details"),
        import("../auth/return-to.client"),
        import("../auth/guest-merge.client"),
      ]);
      // Logged in from a guest session: its games become the account's first (decision 014).
      await mergeRememberedGuest();
      const user = await loadUserDetails({ force: true });
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
    <Page heading={gaveUp ? "Sorry" : "Signing you in"}>
      {gaveUp ? (
        <>
          <p role="alert">Uh oh.... something went wrong.</p>
          <Link className="button" to="/">Home</Link>
        </>
      ) : (
        <p role="status" className="loading">Loading…</p>
      )}
    </Page>
  );
}
