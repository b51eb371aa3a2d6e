import { REFUSAL_MESSAGES as say } from "../../shared/refusal-messages";
import { refuse } from "../../shared/refusal";

/** Every way the game rules say no, with its code (docs/api.md); messages in shared/refusal-messages.ts. */

/** Unknown game, or a game the caller is not in: the same answer, so codes cannot be probed. */
export const gameNotFound = (field = "code") =>
  refuse("not-found", "GAME_NOT_FOUND", field, say.gameNotFound);

export const entryNotFound = () => refuse("not-found", "ENTRY_NOT_FOUND", "entry", say.entryNotFound);

export const paymentRequired = () =>
  refuse("payment-required", "PAYMENT_REQUIRED", "user", say.paymentRequired);

export const onlyCreatorCanStart = () =>
  refuse("forbidden", "NOT_GAME_CREATOR", "game", say.onlyCreatorCanStart);

export const unmarkNotAllowed = () =>
  refuse("forbidden", "UNMARK_NOT_ALLOWED", "isMarked", say.unmarkNotAllowed);

export const deleteNotAllowed = () =>
  refuse("forbidden", "DELETE_NOT_ALLOWED", "entry", say.deleteNotAllowed);

export const gameNotInSetup = () => refuse("conflict", "GAME_NOT_IN_SETUP", "game", say.gameNotInSetup);

export const gameNotInPlay = () => refuse("conflict", "GAME_NOT_IN_PLAY", "game", say.gameNotInPlay);

export const gameAlreadyStarted = () =>
  refuse("conflict", "GAME_ALREADY_STARTED", "game", say.gameAlreadyStarted);

export const notEnoughEntries = (missing: number) =>
  refuse("conflict", "NOT_ENOUGH_ENTRIES", "entries", say.notEnoughEntries(missing));

export const tooManyEntries = (limit: number) =>
  refuse("conflict", "TOO_MANY_ENTRIES", "entries", say.tooManyEntries(limit));

export const duplicateEntry = () => refuse("conflict", "DUPLICATE_ENTRY", "text", say.duplicateEntry);

export const gameFull = (limit: number) => refuse("conflict", "GAME_FULL", "code", say.gameFull(limit));

export const bingoAlreadyCalled = () =>
  refuse("conflict", "BINGO_ALREADY_CALLED", "game", say.bingoAlreadyCalled);

export const noBingo = () => refuse("conflict", "NO_BINGO", "board", say.noBingo);

/** A write kept losing races against other writes; trying again will almost surely work. */
export const concurrentUpdate = () =>
  refuse("conflict", "CONCURRENT_UPDATE", "game", say.concurrentUpdate);
