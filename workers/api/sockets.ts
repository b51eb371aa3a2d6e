import { Hono } from "hono";
import { refusal } from "../../shared/refusal";
import { isAllowedOrigin } from "../realtime/allowed-origin.server";
import { connect, mintTicketInRoom } from "../realtime/game-rooms.server";
import { issueSocketTicket } from "../realtime/socket-tickets.server";
import { mayOpenGame } from "../../shared/socket-ticket";
import type { ApiEnv } from "./api-env";
import { roomHoldsGame } from "./game-commands";
import { gameCodeParam } from "./read-input";
import { answerRefusal } from "./refusal-status";
import { requireAuth } from "./require-auth";

/**
 * /api/v1/games/{code}/socket-ticket and /socket (DESIGN.md, Realtime). Method, upgrade,
 * Origin and the ticket's form, game and expiry are checked here, before any room is touched;
 * the game's room, which minted the ticket, uses it up (docs/decisions/020). A TV view's socket
 * opens the same way, with a ticket its room minted for the viewer key (tv-view.ts): the key
 * itself never rides in a URL (docs/decisions/018-tv-view.md).
 */
export const socketRoutes = new Hono<ApiEnv>()
  .post("/:code/socket-ticket", requireAuth, async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const ticket = roomHoldsGame(code)
      ? await mintTicketInRoom(c.env, code, c.var.auth.uid)
      : await issueSocketTicket(c.env, c.var.db, c.var.auth.uid, code);
    // The room heard of their leaving: a member no more.
    if (!ticket) throw refusal("gameNotFound").inField("code");
    return c.json({ data: { ticket } });
  })
  // `all`, not `get`: Hono runs GET handlers for HEAD too, and only a real GET may use a
  // ticket up and reach the room. Every other method is refused before any other check.
  .all("/:code/socket", async (c) => {
    if (c.req.method !== "GET") {
      return answerRefusal(c, refusal("socketMethod"), { Allow: "GET" });
    }
    const code = gameCodeParam(c.req.param("code"));
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw refusal("socketUpgrade");
    }
    if (!isAllowedOrigin(c.req.raw, c.env)) {
      throw refusal("socketOrigin");
    }
    // Another game's, expired or malformed tickets are refused before any room is reached;
    // the game's room then uses the ticket up, or refuses it (unknown, used, its player gone).
    const ticket = c.req.query("ticket") ?? "";
    if (!mayOpenGame(ticket, code, Date.now())) throw refusal("socketTicket");
    const accepted = await connect(c.env, code, c.req.raw, ticket);
    if (!accepted) throw refusal("socketTicket");
    return accepted;
  });
