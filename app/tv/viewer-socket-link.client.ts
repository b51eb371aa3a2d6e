import { VIEWER_KEY_PARAM } from "../../shared/viewer-key";
import { gameSocketUrl, type SocketLink } from "../game/game-socket.client";
import { readGameAsViewer } from "./tv-api";

/**
 * A TV view's way into the game's socket (docs/decisions/018-tv-view.md): the viewer key in
 * the URL (browsers cannot set a header on a WebSocket) instead of a ticket, and its own read
 * for a resync. The rest (back-off, heartbeat, versions, resync on a gap) is a player's.
 */
export function viewerSocketLink(code: string, key: string): SocketLink {
  return {
    socketUrl: async () => gameSocketUrl(code, `${VIEWER_KEY_PARAM}=${encodeURIComponent(key)}`),
    resync: async () => {
      await readGameAsViewer(code, key);
    },
  };
}
