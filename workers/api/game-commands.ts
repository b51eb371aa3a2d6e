import type { Context } from "hono";
import { codeNumbersEntries, gameCodeOfEntryId } from "../../shared/entry-ids";
import {
  gameChanges,
  gameReads,
  type GameChangeArgs,
  type GameChangeData,
  type GameChangeName,
  type GameReadArgs,
  type GameReadName,
  type GameReadResult,
} from "../games/game-commands.server";
import type { Database } from "../db/database.server";
import type { GameChange } from "../games/game-events";
import { changeInRoom, readInRoom, writeIndexNow } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { publishChange } from "./publish-and-answer";

/**
 * Where a game's use cases run (docs/decisions/020): in the game's room, which holds the game.
 * The practice game, and the few games from before whose codes number no entries
 * (shared/entry-ids.ts), stay on D1.
 */
export function roomHoldsGame(code: string): boolean {
  return codeNumbersEntries(code);
}

/** Runs a change of the game with this code where the game lives, publishes it, and gives its data and version. */
export async function runChange<N extends GameChangeName>(
  c: Context<ApiEnv>,
  code: string,
  name: N,
  args: GameChangeArgs<N>,
): Promise<{ data: GameChangeData<N>; version?: number }> {
  if (roomHoldsGame(code)) {
    // One call to the room, and none to D1: a join's newcomer gets their account in D1 behind
    // the answer, through the room's outbox (docs/decisions/034).
    const { data, version, indexPending } = await changeInRoom(c.env, code, name, args);
    // After the answer, not before it: My Games has a joined game by the time anyone opens it.
    if (indexPending) c.executionCtx.waitUntil(writeIndexNow(c.env, code));
    return { data, version };
  }
  const change = gameChanges[name] as unknown as (db: Database, ...rest: GameChangeArgs<N>) => Promise<GameChange<unknown>>;
  const { data, version } = await publishChange(c, change(c.var.db, ...args));
  return { data: data as GameChangeData<N>, version };
}

/** The same, answered as the API answers a change: its data, and the version of an entry's change. */
export async function answerChange<N extends GameChangeName>(
  c: Context<ApiEnv>,
  code: string,
  name: N,
  args: GameChangeArgs<N>,
  status: 200 | 201 = 200,
): Promise<Response> {
  const { data, version } = await runChange(c, code, name, args);
  return c.json(version === undefined ? { data } : { data, version }, status);
}

/** Reads the game with this code where it lives. */
export async function runRead<N extends GameReadName>(
  c: Context<ApiEnv>,
  code: string,
  name: N,
  args: GameReadArgs<N>,
): Promise<GameReadResult<N>> {
  if (roomHoldsGame(code)) return readInRoom(c.env, code, name, args);
  const read = gameReads[name] as unknown as (db: Database, ...rest: GameReadArgs<N>) => Promise<GameReadResult<N>>;
  return read(c.var.db, ...args);
}

/**
 * The code of the game an entry belongs to: from the id itself when its room numbered it,
 * otherwise (an entry made before) one D1 read. Empty when no game has it: the use case then
 * answers as for any unknown entry.
 */
export async function gameCodeOfEntry(c: Context<ApiEnv>, entryId: number): Promise<string> {
  const encoded = gameCodeOfEntryId(entryId);
  if (encoded) return encoded;
  const row = await c.env.DB.prepare("SELECT g.code AS code FROM entries e JOIN games g ON g.id = e.game_id WHERE e.id = ?")
    .bind(entryId)
    .first<{ code: string }>();
  return row?.code ?? "";
}
