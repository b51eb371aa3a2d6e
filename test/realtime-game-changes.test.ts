import { describe, expect, it } from "vitest";
import type { Entry, Game, Player } from "../shared/api-types";
import { isPayloadMessage, type RealtimeMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  boardOf,
  gameInPlay,
  gameInSetup,
  joinGame,
  mark,
  newPerson,
  send,
  type Person,
} from "./support/api-client";
import { versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";

/** Every socket of the game: the creator, and a player in two tabs. */
async function connectEveryone(creator: Person, player: Person, code: string): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (const person of [creator, player, player]) sockets.push(await connectMember(person, code));
  return sockets;
}

function closeAll(sockets: TestSocket[]) {
  for (const socket of sockets) socket.close();
}

const withEntries = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.entries);
const withGameFields = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.game);
const withPlayers = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.players);

/** A player as a broadcast shows them: no board, and no `isMe` (it is nobody's own answer). */
function withoutBoard({ boardEntries: _board, isMe: _me, ...player }: Player): Player {
  return player;
}

describe("every committed change reaches every socket of the game", () => {
  it("an entry added: the entry, with the version it made", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const sockets = await connectEveryone(creator, players[0]!, code);

    const reply = await send<{ data: Entry; version: number }>(players[0]!, "POST", "/entries", {
      gameCode: code,
      text: "Grandpa falls asleep",
    });
    expect(reply.status).toBe(201);
    expect(reply.body.version).toBe(await versionOf(code));

    for (const socket of sockets) {
      expect(await socket.nextMatching(withEntries)).toEqual({
        event: "game-ws-payload",
        version: reply.body.version,
        data: { entries: [reply.body.data] },
      });
    }
    closeAll(sockets);
  });

  it("an entry deleted: its id to remove, with the version it made", async () => {
    const { creator, players, code, entries } = await gameInSetup({ players: 1, entries: 2 });
    const sockets = await connectEveryone(creator, players[0]!, code);
    const doomed = entries[0]!;

    const reply = await send<{ data: Entry; version: number }>(creator, "DELETE", `/entries/${doomed.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.version).toBe(await versionOf(code));

    for (const socket of sockets) {
      expect(await socket.nextMatching((m) => m.event === "game-ws-remove-item")).toEqual({
        event: "game-ws-remove-item",
        version: reply.body.version,
        data: { entries: [doomed.id] },
      });
    }
    closeAll(sockets);
  });

  it("a player joined during play: the newcomer, without their board or anyone's", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const sockets = await connectEveryone(creator, players[0]!, code);

    const newcomer = await newPerson();
    const joined = await joinGame(newcomer, code, "Late Lucy");
    const own = joined.players.find((player) => player.boardEntries)!;
    // Joining during play deals a board at once: it is the newcomer's alone.
    expect(own.boardEntries).toHaveLength(24);
    expect(joined.version).toBe(await versionOf(code));

    for (const socket of sockets) {
      const message = await socket.nextMatching(withPlayers);
      // Nothing is marked, so the newcomer's board cannot be one away (test/one-away.test.ts).
      expect(message).toEqual({
        event: "game-ws-payload",
        version: joined.version,
        data: { players: [withoutBoard(own)], oneAwayPlayerIds: [] },
      });
      expect(JSON.stringify(message)).not.toContain("boardEntries");
    }
    closeAll(sockets);
  });

  it("a member joined again under a new name: the renamed player alone, not the entries they wrote", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    await send<{ data: Entry }>(players[0]!, "POST", "/entries", { gameCode: code, text: "Rain" });
    const sockets = await connectEveryone(creator, players[0]!, code);

    const renamed = await joinGame(players[0]!, code, "Robert");
    const own = renamed.players.find((player) => player.isMe)!;
    for (const socket of sockets) {
      expect(await socket.nextMatching(withPlayers)).toEqual({
        event: "game-ws-payload",
        version: renamed.version,
        data: { players: [withoutBoard(own)] },
      });
    }
    closeAll(sockets);
  });

  it("bingo called: the won game with its winner, and nobody's board", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const winner = players[0]!;
    const board = await boardOf(winner, code);
    const sockets = await connectEveryone(creator, winner, code);
    for (const position of WINNING_LINES[0]!) await mark(winner, board[position]!, true);

    const reply = await send<{ data: Game }>(winner, "PUT", `/games/${code}/call-bingo`);
    expect(reply.status).toBe(200);
    const won = reply.body.data;
    expect(won.version).toBe(await versionOf(code));
    const winnerPlayer = won.players.find((player) => player.boardEntries)!;

    for (const socket of sockets) {
      // The game's own fields: its players did not change (docs/decisions/033-room-deltas.md).
      const message = await socket.nextMatching(withGameFields);
      const { players: _players, pastRounds: _rounds, ...fields } = won;
      expect(message).toEqual({ event: "game-ws-payload", version: won.version, data: { game: fields } });
      const game = isPayloadMessage(message) ? message.data.game : null;
      expect(game?.status).toBe("BINGO");
      expect(game?.winnerId).toBe(winnerPlayer.id);
      expect(JSON.stringify(message)).not.toContain("boardEntries");
    }
    closeAll(sockets);
  });
});
