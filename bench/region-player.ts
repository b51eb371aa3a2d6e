/**
 * One simulated person of bench:global: signed in with an Auth Emulator style token (as the
 * other benchmarks, local-api.ts), with a client address of their region, and every call and
 * socket going through their region's distance proxy, the way the web app makes them.
 */
import type WebSocket from "ws";
import { openSocket, type MessageHandler } from "./bench-sockets.ts";
import type { Region } from "./global-regions.ts";
import { apiCaller, emulatorToken, type Reply } from "./local-api.ts";

/** Addresses handed out so far, per region: each person gets their own. */
const addressesGiven = new Map<string, number>();

function nextAddress(region: Region): string {
  const given = addressesGiven.get(region.name) ?? 0;
  addressesGiven.set(region.name, given + 1);
  return `${region.addressPrefix}.${(given % 254) + 1}`;
}

export class RegionPlayer {
  readonly region: Region;
  readonly screenName: string;
  private readonly token: string;
  private readonly caller: ReturnType<typeof apiCaller>;

  constructor(region: Region, uid: string, screenName: string) {
    this.region = region;
    this.screenName = screenName;
    this.token = emulatorToken(uid);
    const address = nextAddress(region);
    this.caller = apiCaller(new URL(region.origin), () => address);
  }

  /** A call of /api/v1 from this person's region (refusals throw, except a PUT's). */
  call<T>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    return this.caller<T>(this.token, method, path, body);
  }

  /**
   * The game's socket as app/game/game-socket.client.ts opens it: a fresh one-time ticket,
   * then the socket URL with it, from the app's own origin (the region's proxy here, which
   * is the origin the Worker sees in Host). `onMessage` gets every message and when it came;
   * `have` is the game version the client holds, as the app says it; `ticket`, one the join's
   * answer brought, which the app uses instead of asking for one (docs/decisions/045).
   */
  async openGameSocket(code: string, onMessage: MessageHandler, have?: number, ticket?: string): Promise<WebSocket> {
    const handed = ticket ?? (await this.call<{ ticket: string }>("POST", `/games/${code}/socket-ticket`)).body.data.ticket;
    const url = new URL(`/api/v1/games/${code}/socket`, this.region.origin);
    url.protocol = "ws:";
    url.searchParams.set("ticket", handed);
    // The version the app's store holds: a room that holds its game sends it whole if it moved on.
    if (have !== undefined) url.searchParams.set("have", String(have));
    return openSocket(url.href, this.region.origin, onMessage);
  }
}
