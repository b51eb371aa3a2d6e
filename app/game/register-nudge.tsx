import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { REGISTER_NUDGE, REGISTER_NUDGE_LINK } from "../auth/identity-strings";

/** Once dismissed, never shown again in this browser. */
const DISMISSED_KEY = "bingo.registerNudgeDismissed";

/**
 * Issue #18: a guest who created or joined a game is told, once and quietly, that their
 * games live only in this browser, with the way out (Register links the guest account, so
 * the game stays theirs). Registering brings them back to this game.
 */
export function RegisterNudge() {
  const auth = useAuth();
  const location = useLocation();
  // Read after hydration: the server cannot know, and a flash of the line is better than a mismatch.
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(localStorage.getItem(DISMISSED_KEY) === "1"), []);

  if (dismissed || auth.status !== "signed-in" || !auth.user.isAnonymous) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  };
  const comeBackHere = () =>
    import("../auth/return-to.client").then(({ rememberReturnTo }) => rememberReturnTo(location.pathname));

  return (
    <p className="register-nudge" role="note">
      <span>
        {REGISTER_NUDGE}{" "}
        <Link className="text-link register-nudge__link" to="/register/" onClick={comeBackHere}>
          {REGISTER_NUDGE_LINK}
        </Link>
      </span>
      <button type="button" className="register-nudge__dismiss" aria-label="Dismiss" onClick={dismiss}>
        ×
      </button>
    </p>
  );
}
