import type { SocketStatus } from "./game-socket.client";

/** Tells players when live updates are paused, so nobody wonders why a mark is missing. */
export function ConnectionBanner({ status }: { status: SocketStatus }) {
  if (status !== "reconnecting" && status !== "failed") return null;
  return (
    <p className="connection-banner" role="status">
      {status === "reconnecting" ? "Reconnecting…" : "Offline: refresh the page to continue."}
    </p>
  );
}
