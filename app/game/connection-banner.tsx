import { useStrings } from "../i18n/strings";
import type { SocketStatus } from "./game-socket.client";

/** Tells players when live updates are paused, so nobody wonders why a mark is missing. */
export function ConnectionBanner({ status }: { status: SocketStatus }) {
  const t = useStrings();
  if (status !== "reconnecting" && status !== "failed") return null;
  return (
    <p className="connection-banner" role="status">
      {status === "reconnecting" ? t.play.connection.reconnecting : t.play.connection.sessionTimedOut}
    </p>
  );
}
