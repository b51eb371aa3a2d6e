import { useEffect, useState } from "react";
import { loadChunk } from "../chunks/chunk-failure";
import type { SocketStatus } from "../game/game-socket.client";

/**
 * Keeps a TV view connected to its game's room while it is shown: the player's socket
 * (reconnects, heartbeat, resync on every gap), opened with the viewer key. Loaded after
 * the first paint, as a player's is.
 */
export function useViewerSocket(code: string, key: string): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>("connecting");

  useEffect(() => {
    let socket: { stop(): void } | undefined;
    let cancelled = false;
    loadChunk(() => Promise.all([import("../game/game-socket.client"), import("./viewer-socket-link.client")])).then(
      ([{ GameSocket }, { viewerSocketLink }]) => {
        if (cancelled) return;
        const live = new GameSocket(code, setStatus, viewerSocketLink(code, key));
        live.start();
        socket = live;
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      socket?.stop();
    };
  }, [code, key]);

  return status;
}
