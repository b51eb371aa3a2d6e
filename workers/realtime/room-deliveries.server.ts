import type { RoomDelivery, RoomViewerKeyReplaced } from "../../shared/room-wire";
import type { GameEvent } from "../games/game-events";

/**
 * Whoever the host gave the TV view's link to may be who just lost the role or left the game:
 * the key is replaced first, before anyone hears the change (docs/decisions/018-tv-view.md).
 */
const REPLACE_VIEWER_KEY: RoomViewerKeyReplaced = { viewerKeyReplaced: true };

/**
 * Turns a committed change into what the room sends (DESIGN.md, Realtime): game-wide
 * payloads for everyone; a started game's boards only to their own players.
 */
export function roomDeliveries(event: GameEvent): RoomDelivery[] {
  const { version } = event;
  switch (event.type) {
    case "player-joined": {
      const { player, oneAwayPlayerIds } = event;
      const data = oneAwayPlayerIds ? { players: [player], oneAwayPlayerIds } : { players: [player] };
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data } }];
    }
    case "player-renamed":
      // The player alone: clients give the entries they wrote the new name themselves.
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data: { players: [event.player] } } }];
    case "game-started":
      return [
        ...boardDeliveries(event),
        { to: "everyone", message: { event: "game-ws-payload", version, data: { games: [event.game] } } },
      ];
    case "round-started":
      // Every entry comes along: their marks were all cleared, so nobody is one away.
      return [
        ...boardDeliveries(event),
        {
          to: "everyone",
          message: {
            event: "game-ws-payload",
            version,
            data: { games: [event.game], entries: event.entries, oneAwayPlayerIds: [] },
          },
        },
      ];
    case "players-removed":
      // The game's player list replaces the old one; entries whose marks were cleared (a full
      // practice game's; a removed player's marks stay) come back unmarked. Those who left get
      // this last message too (their screens say so), then their sockets close.
      return [
        REPLACE_VIEWER_KEY,
        {
          to: "everyone",
          message: {
            event: "game-ws-payload",
            version,
            data: { games: [event.game], entries: event.entries, oneAwayPlayerIds: event.oneAwayPlayerIds },
          },
        },
        ...event.departed.map((playerCode) => ({ departed: { playerCode } })),
      ];
    case "host-moved":
      return [REPLACE_VIEWER_KEY, { to: "everyone", message: { event: "game-ws-payload", version, data: { games: [event.game] } } }];
    case "bingo-called": {
      const data = event.seats ? { games: [event.game], seats: event.seats } : { games: [event.game] };
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data } }];
    }
    case "game-changed":
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data: { games: [event.game] } } }];
    case "entry-added":
    case "entry-edited":
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data: { entries: [event.entry] } } }];
    case "entry-changed": {
      // Who is one away rides on the mark itself: same message, same version (decision 005).
      const data = { entries: [event.entry], oneAwayPlayerIds: event.oneAwayPlayerIds, ...(event.seats ? { seats: event.seats } : {}) };
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data } }];
    }
    case "seats-changed": {
      // Everyone hears the seats without boards or claim tokens (the host's answer has its own);
      // a claimed card's board goes to its claimer alone, as a dealt board does.
      const { seats, claimed } = event;
      if (!claimed) return [{ to: "everyone", message: { event: "game-ws-payload", version, data: { seats } } }];
      const { player, boardEntries, oneAwayPlayerIds } = claimed;
      return [
        {
          to: { playerCode: player.code },
          message: { event: "player-ws-payload", version, data: { players: [{ ...player, isMe: true, boardEntries }] } },
        },
        { to: "everyone", message: { event: "game-ws-payload", version, data: { players: [player], oneAwayPlayerIds, seats } } },
      ];
    }
    case "entry-removed":
      return [
        { to: "everyone", message: { event: "game-ws-remove-item", version, data: { entries: [event.entry.id] } } },
      ];
  }
}

/** Each board only to its own player's sockets. */
function boardDeliveries(event: Extract<GameEvent, { type: "game-started" | "round-started" }>): RoomDelivery[] {
  return event.boards.map(({ playerCode, boardEntries }) => {
    const player = event.game.players.find((candidate) => candidate.code === playerCode)!;
    return {
      to: { playerCode },
      message: { event: "player-ws-payload", version: event.version, data: { players: [{ ...player, isMe: true, boardEntries }] } },
    };
  });
}
