import { useStrings } from "../i18n/strings";
import type { SocketStatus } from "./game-socket.client";

/**
 * Tells players when live updates are paused, so nobody wonders why a mark is missing; SPEC
 * §4/§8's 'session timed out' once the session is lost for good (a network gap is retried for
 * as long as the page is open), said at once (an alert region), never in a pop-up.
 */
export function ConnectionBanner({ status }: { status: SocketStatus }) {
  const t = useStrings();
  if (status !== "reconnecting" && status !== "failed") return null;
  return (
    <p className="connection-banner" role={status === "failed" ? "alert" : "status"}>
      {status === "reconnecting" ? t.play.connection.reconnecting : t.play.connection.sessionTimedOut}
    </p>
  );
}
