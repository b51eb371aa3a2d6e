import { useEffect, useState } from "react";
import { loadChunk } from "../chunks/chunk-failure";
import { clientStrings } from "../i18n/strings";
import type { SocketStatus } from "./game-socket.client";

/** Keeps a game screen connected to its room while it is shown (SPEC §2: realtime in the play routes). */
export function useGameSocket(code: string): SocketStatus {
  const [status, setStatus] = useState<SocketStatus>("connecting");

  useEffect(() => {
    let socket: { stop(): void } | undefined;
    let cancelled = false;
    // A socket chunk that fails or times out is not "connecting" forever: loadChunk reports it
    // and the page shows the chunk-load error.
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

  useEffect(() => {
    // SPEC §4/§8: the alert comes only once the session is lost for good; a network gap
    // is retried for as long as the page is open.
    if (status === "failed") window.alert(clientStrings().play.connection.sessionTimedOut);
  }, [status]);

  return status;
}
