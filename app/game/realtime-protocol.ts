import { isPayloadMessage, type MarkAnswer, type RealtimeMessage, type RealtimePayloadMessage } from "../../shared/realtime-messages";
import type { TableMessage } from "../../shared/table-talk";
import type { GameStore } from "./game-store";

/**
 * The client side of the realtime protocol (DESIGN.md, Realtime), apart from the socket
 * that carries it: what a frame means, and what it does to a game's store.
 */

/** A frame from the room as a message; null for pongs and anything unreadable. */
export function parseRealtimeFrame(raw: unknown): RealtimeMessage | MarkAnswer | TableMessage | null {
  if (typeof raw !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || !("event" in parsed)) return null;
  return parsed as RealtimeMessage | MarkAnswer | TableMessage;
}

/** The room's whole game at its version (docs/api.md: Realtime, `whole`), not one change of it. */
function wholeGameIn(message: RealtimeMessage): RealtimePayloadMessage["data"] | null {
  return isPayloadMessage(message) && message.data.whole === true && message.data.games?.length ? message.data : null;
}

/** The answer to one of our own marks (socket-marks.ts), not a change of the game. */
export function isMarkAnswer(message: RealtimeMessage | MarkAnswer | TableMessage): message is MarkAnswer {
  return message.event === "mark-answer";
}

/**
 * Applies one message to the store. "whole" when it was the room's whole game, which replaced
 * what the store held. "resync" when it skips a version: a change we never
 * saw is missing, so nothing of it is applied and the caller reads the whole game again.
 * Presence is not versioned and always applies; it carries the room's version (also as the
 * room's heartbeat, docs/decisions/005), and brings no change, so any version ahead of ours
 * means we missed the last change.
 */
export function applyRealtimeMessage(store: GameStore, message: RealtimeMessage): "applied" | "whole" | "resync" {
  // The whole game, sent first to a reconnecting client: it replaces what the store holds.
  const whole = wholeGameIn(message);
  if (whole) {
    store.applySnapshot(whole.games![0]!, whole.entries ?? []);
    return "whole";
  }
  if (isPayloadMessage(message)) {
    const presence = message.data.onlinePlayers?.[0];
    if (presence) store.setOnline(presence.players);
    const { games, players, entries, game, seats } = message.data;
    const bringsChanges = Boolean(games?.length || players?.length || entries?.length || game || seats);
    if (!bringsChanges) return store.isBehind(message.version) ? "resync" : "applied";
  }
  if (store.hasGapBefore(message.version)) return "resync";

  if (isPayloadMessage(message)) {
    const { games, players, entries, oneAwayPlayerIds, game, ownPlayer, removedPlayerIds, pastRounds, marksCleared, seats } = message.data;
    // The game's fields alone (a start, a new round, a Bingo, a lock, a removal): a store without the game reads it.
    if (game && !store.applyGameFields(game, message.version, { ownPlayer, removedPlayerIds, pastRounds, marksCleared })) return "resync";
    for (const each of games ?? []) store.upsertGame(each, message.version);
    if (players?.length) store.upsertPlayers(players, message.version);
    if (entries?.length) store.upsertEntries(entries, message.version);
    if (oneAwayPlayerIds) store.setOneAway(oneAwayPlayerIds, message.version);
    if (seats) store.setSeats(seats, message.version);
  } else if (message.data.entries?.length) {
    store.removeEntries(message.data.entries, message.version);
  }
  return "applied";
}
