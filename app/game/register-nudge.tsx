import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";

/** Once dismissed, never shown again in this browser. */
const DISMISSED_KEY = "bingo.registerNudgeDismissed";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false; // Storage blocked (private mode): shown until dismissed.
  }
}

/**
 * A guest who created or joined a game is told, once and quietly, that their
 * games live only in this browser, with the way out (Register links the guest account, so
 * the game stays theirs). Registering brings them back to this game.
 */
export function RegisterNudge() {
  const texts = useStrings().play.registerNudge;
  const auth = useAuth();
  const location = useLocation();
  // Read at the first render: the game's screens render only in the browser (the layout has a
  // clientLoader and a HydrateFallback), and a line that appeared a frame later would push the
  // board down under the player's thumb (Lighthouse counted it as layout shift on /play/).
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (dismissed || auth.status !== "signed-in" || !auth.user.isAnonymous) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage blocked: dismissed for this visit only.
    }
    setDismissed(true);
  };
  const comeBackHere = () =>
    import("../auth/return-to.client").then(({ rememberReturnTo }) => rememberReturnTo(location.pathname));

  return (
    <p className="register-nudge" role="note">
      <span>
        {fillNodes(texts.text, {
          link: (
            <Link className="text-link register-nudge__link" to="/register/" onClick={comeBackHere}>
              {texts.link}
            </Link>
          ),
        })}
      </span>
      <button type="button" className="register-nudge__dismiss" aria-label={texts.dismiss} onClick={dismiss}>
        ×
      </button>
    </p>
  );
}
