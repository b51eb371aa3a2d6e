import { useEffect, useState } from "react";
import { loadChunk } from "../chunks/chunk-failure";
import type { SocketStatus } from "./game-socket.client";

/** Keeps a game screen connected to its room while it is shown (SPEC §2: realtime in the play routes). */
export function useGameSocket(code: string): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>("connecting");

  useEffect(() => {
    let socket: { stop(): void } | undefined;
    let cancelled = false;
    // A socket chunk that fails or times out is not "connecting" forever: loadChunk reports it
    // and the page shows the chunk-load error. One that failed offline is tried again once the
    // phone is back online, the screen working meanwhile.
    loadChunk(() => import("./game-socket.client")).then(({ GameSocket }) => {
      if (cancelled) return;
      const live = new GameSocket(code, setStatus);
      live.start();
      socket = live;
    }, () => undefined);
    return () => {
      cancelled = true;
      socket?.stop();
    };
  }, [code]);

  return status;
}
