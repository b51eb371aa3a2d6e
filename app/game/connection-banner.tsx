import type { SocketStatus } from "./game-socket.client";

/** SPEC §8's alert, for a session that cannot be recovered (not for a network gap). */
export const SESSION_TIMED_OUT = "session timed out, refresh the page to continue";

/** Tells players when live updates are paused, so nobody wonders why a mark is missing. */
export function ConnectionBanner({ status }: { status: SocketStatus }) {
  if (status !== "reconnecting" && status !== "failed") return null;
  return (
    <p className="connection-banner" role="status">
      {status === "reconnecting" ? "Reconnecting…" : SESSION_TIMED_OUT}
    </p>
  );
}
