import { z } from "zod";
import { MARK_ID_MAX_LENGTH } from "../shared/realtime-messages";

/**
 * What a client may send over a game's socket (shared/realtime-messages.ts has the wire's
 * constants). Kept apart from that module because the browser's socket imports it: zod
 * there made every play and TV page fetch and evaluate zod just to open a socket.
 */
export const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }).strict(),
  /** Ask for the current presence again (e.g. after the tab was asleep). */
  z.object({ type: z.literal("presence") }).strict(),
  /**
   * A mark or unmark (docs/api.md, Realtime): `PUT /entries/{id}`'s body over the open socket,
   * with an id the client chose, which its retries keep: the room answers each id once.
   */
  z
    .object({
      type: z.literal("mark"),
      id: z.string().min(1).max(MARK_ID_MAX_LENGTH),
      entryId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      isMarked: z.boolean(),
      basedOnVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    })
    .strict(),
  // The table's talk (shared/table-talk.ts, docs/decisions/030): question a mark, vote on it, react.
  z.object({ type: z.literal("question"), entryId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
  z
    .object({ type: z.literal("vote"), questionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), keep: z.boolean() })
    .strict(),
  /** Any short text: one not among the reactions is refused in words (UNKNOWN_REACTION), the socket kept. */
  z.object({ type: z.literal("react"), emoji: z.string().min(1).max(16) }).strict(),
]);
export type TableTalkMessage = Extract<ClientMessage, { type: "question" | "vote" | "react" }>;
export type SocketMark = Extract<ClientMessage, { type: "mark" }>;
export type ClientMessage = z.infer<typeof clientMessage>;
