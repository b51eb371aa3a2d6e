import {
  ROOM_TICKET_HEADER,
  type RoomConnection,
  type RoomPresenceReport,
} from "../../shared/room-wire";
import type { GameEvent } from "../games/game-events";
import {
  outcomeValue,
  type AccountChangeName,
  type GameChangeArgs,
  type GameChangeData,
  type GameChangeName,
  type GameReadArgs,
  type GameReadName,
  type GameReadResult,
} from "../games/game-commands.server";
import type { UserRow } from "../db/schema";
import { roomDeliveries } from "./room-deliveries.server";

/**
 * The only module that touches `env.GAME_ROOM`: the Worker's ways into a game's room
 * (docs/architecture.md, Realtime). The room is addressed by the game's code, which is
 * also how it knows its own code (`ctx.id.name`).
 */

/**
 * Sends a game's committed events to its room, which fans them out to its sockets. Called
 * once per request, after the change has committed to D1.
 *
 * It never throws: the change is already committed, so a failed broadcast must not turn
 * the caller's success into an error. Clients see the version gap and resync.
 */
export async function publish(env: Env, gameCode: string, events: GameEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await env.GAME_ROOM.getByName(gameCode).deliver(events.flatMap((event) => roomDeliveries(event)));
  } catch (error) {
    console.error("realtime publish failed:", error);
  }
}

/** What the room knows of this player's absence and of who is here longest (docs/decisions/015). */
export function presenceReport(env: Env, gameCode: string, playerCode: string): Promise<RoomPresenceReport> {
  return env.GAME_ROOM.getByName(gameCode).presenceReport(playerCode);
}

/** A one-time socket ticket for a member the Worker has found in D1; null if the room knows they left. */
export function mintTicket(env: Env, gameCode: string, holder: RoomConnection): Promise<string | null> {
  return env.GAME_ROOM.getByName(gameCode).mintTicket(holder);
}

/**
 * Hands an upgrade request (Origin and the ticket's form, game and expiry checked) to the
 * room, which uses the ticket up, a member's or a TV view's: null when it is not one of the
 * room's, and no socket was made.
 */
export async function connect(env: Env, gameCode: string, request: Request, ticket: string): Promise<Response | null> {
  const headers = new Headers(request.headers);
  headers.set(ROOM_TICKET_HEADER, ticket);
  const response = await env.GAME_ROOM.getByName(gameCode).fetch(new Request(request, { headers }));
  return response.status === 401 ? null : response;
}

/**
 * The TV view (docs/decisions/018-tv-view.md): the game's viewer key, which the room mints on
 * the first ask and keeps. Ask only for the game's host.
 */
export function viewerKeyOf(env: Env, gameCode: string): Promise<string> {
  return env.GAME_ROOM.getByName(gameCode).viewerKeyForHost();
}

/** Who is online in the game, if `key` is its viewer key; null if it is not. */
export function presenceForViewer(env: Env, gameCode: string, key: string): Promise<string[] | null> {
  return env.GAME_ROOM.getByName(gameCode).presenceForViewer(key);
}

/**
 * A one-time ticket for a TV view's socket, if `key` is the game's viewer key; null if it is
 * not, and nothing was written (docs/decisions/018-tv-view.md).
 */
export function viewerTicket(env: Env, gameCode: string, key: string): Promise<string | null> {
  return env.GAME_ROOM.getByName(gameCode).viewerTicketFor(key);
}

/**
 * A change of a game its room holds (docs/decisions/020): the room runs it, delivers it to the
 * sockets and answers; a refusal comes back thrown as one. One call: a join's newcomer gets the
 * room's copy of their account there, and a code that names no game is refused there
 * (docs/decisions/034).
 */
export async function changeInRoom<N extends GameChangeName>(
  env: Env,
  gameCode: string,
  name: N,
  args: GameChangeArgs<N>,
): Promise<{ data: GameChangeData<N>; version?: number; indexPending?: boolean }> {
  const outcome = await env.GAME_ROOM.getByName(gameCode).runChange(name, args);
  const { value, version, indexPending } = outcomeValue(outcome);
  return { data: value as GameChangeData<N>, version, indexPending };
}

/** The room's pending write to D1's index, now (after the answer: the player's My Games then has the game). */
export async function writeIndexNow(env: Env, gameCode: string): Promise<void> {
  try {
    await env.GAME_ROOM.getByName(gameCode).writeIndexNow();
  } catch (error) {
    // The room's alarm tries again.
    console.error("room: writing the index after a change failed:", error);
  }
}

/** A read of a game its room holds. */
export async function readInRoom<N extends GameReadName>(
  env: Env,
  gameCode: string,
  name: N,
  args: GameReadArgs<N>,
): Promise<GameReadResult<N>> {
  return outcomeValue(await env.GAME_ROOM.getByName(gameCode).runRead(name, args)).value as GameReadResult<N>;
}

/** The host take-over in the room that holds the game, with its own presence. */
export async function takeOverInRoom(env: Env, gameCode: string, firebaseUid: string, now: number) {
  return outcomeValue(await env.GAME_ROOM.getByName(gameCode).takeOverHostRole(firebaseUid, gameCode, now)).value;
}

/** Whether the caller may take the host role over now, asked of the room that holds the game. */
export async function takeOverChanceInRoom(env: Env, gameCode: string, firebaseUid: string, now: number) {
  return outcomeValue(await env.GAME_ROOM.getByName(gameCode).takeOverChanceFor(firebaseUid, gameCode, now)).value;
}

/** A socket ticket from the room that holds the game, which checks membership itself. */
export async function mintTicketInRoom(env: Env, gameCode: string, firebaseUid: string): Promise<string | null> {
  return outcomeValue(await env.GAME_ROOM.getByName(gameCode).mintTicketFor(firebaseUid, gameCode)).value;
}

/**
 * Has a game's room bring the game in now, if it has not yet (after its creation, so its
 * first use need not wait for D1): false when there is no such game.
 */
export async function holdGame(env: Env, gameCode: string): Promise<boolean> {
  return env.GAME_ROOM.getByName(gameCode).holdGame();
}

/** An account's merge or deletion, run by the room of one game it reaches (before D1 runs it). */
export async function accountChangeInRoom(
  env: Env,
  gameCode: string,
  name: AccountChangeName,
  args: unknown[],
  users: Array<Pick<UserRow, "id" | "firebaseUid">>,
): Promise<void> {
  await env.GAME_ROOM.getByName(gameCode).runAccountChange(name, args, users);
}
