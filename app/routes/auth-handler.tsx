import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RESET_CODE_PROBLEM } from "../auth/auth-strings";
import { Page } from "../components/page";

export const meta = () => [{ title: "Bingo with friends" }];

/** SPEC §2, Auth action handler: the target of the identity provider's email links. */
export default function AuthHandler() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
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
    <Page heading={failed ? "Reset Password" : "One moment"}>
      {failed ? (
        <>
          <p role="alert">{RESET_CODE_PROBLEM}</p>
          <Link className="button" to="/login/">Return to Login</Link>
        </>
      ) : (
        <p role="status">Validating Authorization Code...</p>
      )}
    </Page>
  );
}
