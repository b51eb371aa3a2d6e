import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/router";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).start.router.title }];
}

/** SPEC §9: the auth loading fallback waits 5 s. */
const WAIT_MS = 5_000;

/**
 * SPEC §2, Auth loading fallback: where protected screens send visitors without a
 * session. If a session turns up, back to where they were headed; else, after 5 s,
 * to the Welcome screen (from which they can log in).
 */
export default function AuthLoadingFallback() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const t = useStrings().start.router;

  useEffect(() => {
    if (status === "signed-in") {
      import("../auth/return-to.client").then(({ takeReturnTo }) =>
        navigate(takeReturnTo() ?? "/play/", { replace: true }),
      );
      return;
    }
    const timer = setTimeout(() => navigate("/", { replace: true }), WAIT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  return (
    <main className="page page--centered">
      <p role="status" className="loading">{t.loading}</p>
    </main>
  );
}
