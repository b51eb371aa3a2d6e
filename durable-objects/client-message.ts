import { z } from "zod";

/**
 * What a client may send over a game's socket (shared/realtime-messages.ts has the wire's
 * constants). Kept apart from that module because the browser's socket imports it: zod
 * there made every play and TV page fetch and evaluate zod just to open a socket.
 */
export const clientMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }).strict(),
  /** Ask for the current presence again (e.g. after the tab was asleep). */
  z.object({ type: z.literal("presence") }).strict(),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
