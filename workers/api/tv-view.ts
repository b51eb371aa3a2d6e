import { Hono } from "hono";
import type { ViewerSnapshot } from "../../shared/api-types";
import { refusal } from "../../shared/refusal";
import { VIEWER_KEY_HEADER, isViewerKeyForm, tvViewPath } from "../../shared/viewer-key";
import { presenceForViewer, viewerKeyOf, viewerTicket } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { runRead } from "./game-commands";
import { gameCodeParam } from "./read-input";
import { requireAuth } from "./require-auth";

/**
 * The TV view (docs/decisions/018-tv-view.md): the host's link, and the read and socket ticket
 * a TV asks for with its key instead of a sign-in, the key in a header, never in a URL. Its
 * socket is `GET /games/{code}/socket?ticket=` (sockets.ts), like a player's. Mounted before
 * gameRoutes, whose every route needs a bearer token.
 */
export const tvViewRoutes = new Hono<ApiEnv>()
  // The game's host only: anyone else who could open the TV view could also hand it on.
  .post("/:code/tv-link", requireAuth, async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    await runRead(c, code, "requireHost", [c.var.auth.uid, code]);
    return c.json({ data: { path: tvViewPath(code, await viewerKeyOf(c.env, code)) } });
  })
  // No token: the key is the TV's only credential. A wrong or missing one is answered exactly
  // as a game that does not exist, so the read tells nobody which codes are games.
  .get("/:code/tv", async (c) => {
    const { code, key } = viewerCall(c.req.param("code"), c.req.header(VIEWER_KEY_HEADER));
    // The room first: nothing of the game is read for a caller without its key.
    const onlinePlayerCodes = await presenceForViewer(c.env, code, key);
    if (onlinePlayerCodes === null) throw refusal("gameNotFound");
    const snapshot: ViewerSnapshot = { ...(await runRead(c, code, "readGameForViewers", [code])), onlinePlayerCodes };
    return c.json({ data: snapshot });
  })
  // The TV's socket opens with a one-time ticket, as a player's does, so the key stays out of
  // every URL a server logs.
  .post("/:code/tv/socket-ticket", async (c) => {
    const { code, key } = viewerCall(c.req.param("code"), c.req.header(VIEWER_KEY_HEADER));
    const ticket = await viewerTicket(c.env, code, key);
    if (ticket === null) throw refusal("gameNotFound");
    return c.json({ data: { ticket } });
  });

/** A TV view's code and key, each of its form, else the answer to a game that does not exist. */
function viewerCall(rawCode: string | undefined, key: string | undefined): { code: string; key: string } {
  const code = gameCodeParam(rawCode);
  if (!isViewerKeyForm(key)) throw refusal("gameNotFound");
  return { code, key };
}
