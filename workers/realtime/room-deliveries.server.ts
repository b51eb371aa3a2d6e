import type { Game } from "../../shared/api-types";
import type { GameFields, RealtimePayload } from "../../shared/realtime-messages";
import type { RoomDelivery, RoomViewerKeyReplaced } from "../../shared/room-wire";
import type { GameEvent } from "../games/game-events";

/**
 * Whoever the host gave the TV view's link to may be who just lost the role or left the game:
 * the key is replaced first, before anyone hears the change (docs/decisions/018-tv-view.md).
 */
const REPLACE_VIEWER_KEY: RoomViewerKeyReplaced = { viewerKeyReplaced: true };

/**
 * Turns a committed change into what the room sends (DESIGN.md, Realtime): game-wide
 * payloads for everyone; a started game's boards only to their own players. A change of the
 * game's own fields goes as those fields, not as the whole game with its players
 * (docs/decisions/033-room-deltas.md): at 500 players that was 40–55 KB to every socket.
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
      return startDeliveries(event);
    case "round-started":
      return newRoundDeliveries(event);
    case "players-removed":
      if (event.removedPlayerIds) {
        // A removal by the host: who left and the game's own fields, the same small text for all.
        const data = {
          game: gameFields(event.game),
          removedPlayerIds: event.removedPlayerIds,
          oneAwayPlayerIds: event.oneAwayPlayerIds,
          ...(event.seats ? { seats: event.seats } : {}),
        };
        return [
          REPLACE_VIEWER_KEY,
          { to: "everyone", message: { event: "game-ws-payload", version, data } },
          ...event.departed.map((playerCode) => ({ departed: { playerCode } })),
        ];
      }
      // Account changes and the practice game's departures may move the host role and rename
      // authors: the game's player list replaces the old one; entries whose marks were cleared
      // (a full practice game's; a removed player's marks stay) come back unmarked. Those who left get
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
      // The winners, status and line: the game's own fields; its players did not change.
      const game = gameFields(event.game);
      const data = event.seats ? { game, seats: event.seats } : { game };
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data } }];
    }
    case "game-changed":
      // The lock or the end: the game's own fields; its players did not change.
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data: { game: gameFields(event.game) } } }];
    case "carried-authors-changed": {
      const data = event.game ? { games: [event.game], entries: event.entries } : { entries: event.entries };
      return [{ to: "everyone", message: { event: "game-ws-payload", version, data } }];
    }
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

/** The game less what a delta leaves as the client holds it (shared/realtime-messages.ts, `game`). */
function gameFields(game: Game): GameFields {
  const { players: _players, pastRounds: _pastRounds, oneAwayPlayerIds: _oneAway, seats: _seats, ...fields } = game;
  return fields;
}

/**
 * A start: each player's sockets hear the game's fields with their own board, in one message,
 * so no screen shows the game in play without its board; the TV views hear the fields alone.
 */
function startDeliveries(event: Extract<GameEvent, { type: "game-started" }>): RoomDelivery[] {
  return withOwnBoards(event, { game: gameFields(event.game) });
}

/**
 * A new round, as a start (each player's sockets hear the game's fields with their own new board,
 * the TV views the fields alone), with the past rounds now holding the one just won, every mark
 * cleared and nobody one away: the entries and the other players are as each client holds them,
 * so at 500 players a socket hears about a kilobyte, not the whole game (docs/decisions/033).
 */
function newRoundDeliveries(event: Extract<GameEvent, { type: "round-started" }>): RoomDelivery[] {
  return withOwnBoards(event, { game: gameFields(event.game), pastRounds: event.game.pastRounds, marksCleared: true, oneAwayPlayerIds: [] });
}

/** `data` to each dealt player's sockets with their own player and new board, and alone to the TV views. */
function withOwnBoards(event: Extract<GameEvent, { type: "game-started" | "round-started" }>, data: RealtimePayload): RoomDelivery[] {
  const players = new Map(event.game.players.map((player) => [player.code, player]));
  return [
    ...event.boards.map(({ playerCode, boardEntries }): RoomDelivery => {
      const ownPlayer = { ...players.get(playerCode)!, isMe: true as const, boardEntries };
      return { to: { playerCode }, message: { event: "player-ws-payload", version: event.version, data: { ...data, ownPlayer } } };
    }),
    { to: "viewers", message: { event: "game-ws-payload", version: event.version, data } },
  ];
}
