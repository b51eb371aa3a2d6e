import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.logout.title }];
}

/**
 * SPEC §2, Logout: sign out, forget everything this page knew, back to Welcome. A guest is
 * warned first: nobody can sign back in to a guest session, so its games would be
 * lost; Register keeps them instead.
 */
export default function Logout() {
  const navigate = useNavigate();
  const auth = useAuth();
  const t = useStrings().account;
  const [confirmed, setConfirmed] = useState(false);
  const started = useRef(false);
  const mustWarn = auth.status === "signed-in" && auth.user.isAnonymous && !confirmed;
  const ready = auth.status !== "loading" && !mustWarn;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    Promise.all([
      import("../auth/session.client"),
      import("../auth/firebase-auth.client"),
      import("../api/api-client"),
      import("../game/game-store"),
    ])
      .then(async ([{ loadAuth }, { signOut }, { clearReadCache }, { forgetAllGames }]) => {
        await signOut(await loadAuth());
        // SPEC §4: sign-out resets the whole client state to empty.
        clearReadCache();
        forgetAllGames();
      })
      .finally(() => navigate("/", { replace: true }));
  }, [ready, navigate]);

  if (mustWarn) {
    return (
      <Page heading={t.logout.heading}>
        <p role="alert">{t.logout.guestWarning}</p>
        <p className="form-links">
          <Link className="button button--primary" to="/register/">{t.register}</Link>
          <button type="button" className="button" onClick={() => setConfirmed(true)}>
            {t.logout.logOutAnyway}
          </button>
        </p>
      </Page>
    );
  }

  return (
    <Page heading={t.logout.heading}>
      <p role="status">{t.logout.loggingOut}</p>
    </Page>
  );
}
