import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/auth-handler";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.authHandler.title }];
}

/** SPEC §2, Auth action handler: the target of the identity provider's email links. */
export default function AuthHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const t = useStrings().account;
  const mode = params.get("mode");
  const oobCode = params.get("oobCode");

  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!oobCode || mode !== "resetPassword") throw new Error("unsupported action");
      const [{ loadAuth }, { verifyPasswordResetCode }, { storePendingAction }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
        import("../auth/pending-action.client"),
      ]);
      const email = await verifyPasswordResetCode(await loadAuth(), oobCode);
      storePendingAction({ authCode: oobCode, authAction: mode, authTempEmail: email, isAnonymous: false });
      if (!cancelled) navigate("/password-reset/", { replace: true });
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [mode, oobCode, navigate]);

  return (
    <Page heading={failed ? t.passwordReset.heading : t.authHandler.heading}>
      {failed ? (
        <>
          <p role="alert">{t.passwordReset.codeProblem}</p>
          <Link className="button" to="/login/">{t.returnToLogin}</Link>
        </>
      ) : (
        <p role="status">{t.authHandler.validating}</p>
      )}
    </Page>
  );
}
