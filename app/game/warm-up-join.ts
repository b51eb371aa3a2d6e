import { useEffect, useState } from "react";
import { loadSchemas } from "../forms/form-action";
import { visitorHasBegun } from "../forms/visitor-has-begun";

/**
 * On a join link of a game that exists, fetch at once the code that "next" and the play
 * screen will need: on a slow phone each lazy module found only when needed is another
 * round trip after the tap (issue #16, bench/slow-phone-join.ts). Fetching is all it does;
 * nothing signs in until the guest taps next.
 *
 * First what the tap needs (the form's schemas, Firebase sign-in, the join call), then the play screen's
 * modules, so they do not share the slow link with the first. Returns true from then on,
 * for the caller to add the play route's own modules: not in the server's HTML, where they
 * would compete with the scripts the page needs to hydrate.
 *
 * It starts once the visitor shows they mean to join (a tap, a key, the field focused, or a
 * name typed before the page hydrated), not as soon as the page is interactive: the server's
 * HTML has fetched the first files already, and running them (Firebase's SDK, the schemas)
 * was 50–70 ms of a desktop's main thread in the page's first second, four times that on a
 * phone, for every visitor, even one who only looked at the invite.
 */
export function useWarmUpJoin(enabled: boolean): boolean {
  const [readyForPlayScreen, setReadyForPlayScreen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const intents = ["pointerdown", "keydown", "focusin", "input"] as const;
    const start = () => {
      for (const type of intents) document.removeEventListener(type, start, true);
      if (!cancelled) warmUp();
    };
    const warmUp = () =>
      Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase.client"),
        import("../auth/firebase-auth.client"),
        import("./game-api"),
        loadSchemas(),
      ])
        .then(() => {
          if (!cancelled) setReadyForPlayScreen(true);
          return Promise.all([
            import("../auth/require-session.client"),
            import("../auth/return-to.client"),
            import("./load-game.client"),
            import("./game-socket.client"),
          ]);
        })
        .catch(() => {
          // Only a head start: a module that failed here is fetched again when needed.
        });
    if (visitorHasBegun()) start();
    else for (const type of intents) document.addEventListener(type, start, true);
    return () => {
      cancelled = true;
      for (const type of intents) document.removeEventListener(type, start, true);
    };
  }, [enabled]);
  return readyForPlayScreen;
}
