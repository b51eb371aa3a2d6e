import { Hono } from "hono";
import { ROOM_CONNECTION_HEADER, type RoomConnection } from "../../durable-objects/room-delivery";
import { database } from "../db/database.server";
import { gameNotFound } from "../games/refusals.server";
import { isAllowedOrigin } from "../realtime/allowed-origin.server";
import { issueSocketTicket, redeemSocketTicket } from "../realtime/socket-tickets.server";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./api-error";
import { gameCodeParam } from "./read-input";
import { requireAuth } from "./require-auth";

const refused = (status: 400 | 401 | 403 | 405 | 426, code: string, message: string) =>
  new ApiError(status, code, { socket: [message] });

/**
 * /api/v1/games/{code}/socket-ticket and /socket (DESIGN.md, Realtime). Every check
 * (method, upgrade, Origin, ticket, membership) happens here, before the room is touched.
 */
export const socketRoutes = new Hono<ApiEnv>()
  .post("/:code/socket-ticket", requireAuth, async (c) => {
    const code = gameCodeParam(c.req.param("code"), gameNotFound);
    const ticket = await issueSocketTicket(database(c.env.DB), c.var.auth.uid, code);
    return c.json({ data: { ticket } });
  })
  // `all`, not `get`: Hono runs GET handlers for HEAD too, and only a real GET may use a
  // ticket up and reach the room. Every other method is refused before any other check.
  .all("/:code/socket", async (c) => {
    if (c.req.method !== "GET") {
      const body = refused(405, "METHOD_NOT_ALLOWED", "Open the game connection with GET.").toBody();
      return c.json(body, 405, { Allow: "GET" });
    }
    const code = gameCodeParam(c.req.param("code"), gameNotFound);
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw refused(426, "UPGRADE_REQUIRED", "Connect with a WebSocket.");
    }
    if (!isAllowedOrigin(c.req.raw, c.env)) {
      throw refused(403, "ORIGIN_NOT_ALLOWED", "This site may not open game connections.");
    }
    const holder = await redeemSocketTicket(database(c.env.DB), c.req.query("ticket") ?? "", code);
    if (!holder) {
      throw refused(401, "INVALID_TICKET", "The connection ticket is missing, expired or already used.");
    }
    const connection: RoomConnection = { ...holder, gameCode: code };
    const room = c.env.GAME_ROOM.get(c.env.GAME_ROOM.idFromName(code));
    const headers = new Headers(c.req.raw.headers);
    headers.set(ROOM_CONNECTION_HEADER, JSON.stringify(connection));
    return room.fetch(new Request(c.req.raw, { headers }));
  });
