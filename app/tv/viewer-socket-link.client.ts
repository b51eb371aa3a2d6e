import { gameSocketUrl, type SocketLink } from "../game/game-socket.client";
import { readGameAsViewer, viewerSocketTicket } from "./tv-api";

/**
 * A TV view's way into the game's socket (docs/decisions/018-tv-view.md): a one-time ticket
 * asked for with the viewer key in a header, as a player's is asked for with their token, so
 * the key never rides in the socket's URL; and its own read for a resync. The rest (back-off,
 * heartbeat, versions, resync on a gap) is a player's. A key that no longer opens the game is
 * refused the ticket (404), which ends the connection: the screen says so.
 */
export function viewerSocketLink(code: string, key: string): SocketLink {
  return {
    socketUrl: async () => gameSocketUrl(code, `ticket=${encodeURIComponent(await viewerSocketTicket(code, key))}`),
    resync: async () => {
      await readGameAsViewer(code, key);
    },
  };
}
