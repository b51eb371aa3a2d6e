import { DurableObject } from "cloudflare:workers";

/**
 * One room per game code (DESIGN.md, Realtime): it will hold the game's
 * WebSockets, presence and ordered broadcasts. D1 stays the system of record.
 */
export class GameRoom extends DurableObject<Env> {}
