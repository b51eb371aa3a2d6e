import type { Game } from "../../shared/api-types";
import { apiRequest } from "../api/api-client";
import { READ_TIMEOUT_MS } from "../api/request-timeouts";

/**
 * This screen's creation, under a key of its own until a game comes back (docs/api.md, POST
 * /games): a creation whose answer patchy Wi-Fi lost, sent again, gets the game the first made,
 * not a second one, nor the paywall for someone whose first game is free.
 */
let creationKey: string | null = null;

/** 128 random bits in hex; crypto.randomUUID needs a secure context, which a LAN test page is not. */
const newCreationKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function createGame(input: { screenName: string; gameName: string; description: string }) {
  creationKey ??= newCreationKey();
  // Bounded as a join is: with its key a creation is safe to send again, so one patchy Wi-Fi
  // never answers says "No connection" instead of spinning on.
  const { data } = await apiRequest<Game>("games", { method: "POST", body: { ...input, creationKey }, timeoutMs: READ_TIMEOUT_MS });
  creationKey = null;
  return data;
}
