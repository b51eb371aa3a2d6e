import type { Context } from "hono";
import type { UserRow } from "../db/schema";
import { gameCodesOfUser, type GameNotice } from "../games/departures.server";
import type { AccountChangeName } from "../games/game-commands.server";
import { accountChangeInRoom } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { roomHoldsGame } from "./game-commands";

/**
 * An account's merge or deletion reaches every game it is in (docs/decisions/020): each game
 * its room holds runs the change first (and tells its sockets), then D1 runs it for the
 * account, its pass and D1's index. `firebaseUid` is the account whose games it reaches;
 * `users` are D1 rows the rooms need with D1's ids (a merge's target account).
 */
export async function changeAccount<T>(
  c: Context<ApiEnv>,
  firebaseUid: string,
  name: AccountChangeName,
  args: unknown[],
  users: Array<Pick<UserRow, "id" | "firebaseUid">>,
  onD1: () => Promise<{ data: T; notices: GameNotice[] }>,
): Promise<{ data: T; notices: GameNotice[] }> {
  const held = (await gameCodesOfUser(c.var.db, firebaseUid)).filter(roomHoldsGame);
  await Promise.all(held.map((code) => accountChangeInRoom(c.env, code, name, args, users)));
  const { data, notices } = await onD1();
  // The rooms that hold their games have told their sockets already.
  return { data, notices: notices.filter((notice) => !roomHoldsGame(notice.gameCode)) };
}
