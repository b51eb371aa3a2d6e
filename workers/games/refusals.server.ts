import { ApiError } from "../api/api-error";

/**
 * Every way the game API says no, with its status and code (docs/api.md). Messages are
 * shown to people (SPEC §8: '{code}: {errors}'), so they say what to do, not how we work.
 */

/** Unknown game, or a game the caller is not in: the same answer, so codes cannot be probed. */
export const gameNotFound = (field = "code") =>
  new ApiError(404, "GAME_NOT_FOUND", {
    [field]: ["No game with this code, or you have not joined it."],
  });

export const entryNotFound = () =>
  new ApiError(404, "ENTRY_NOT_FOUND", { entry: ["No such entry in a game you have joined."] });

export const paymentRequired = () =>
  new ApiError(402, "PAYMENT_REQUIRED", {
    user: ["You have already created a game. A pass allows unlimited games for 90 days."],
  });

export const onlyCreatorCanStart = () =>
  new ApiError(403, "NOT_GAME_CREATOR", { game: ["Only the game creator can start the game."] });

/** SPEC §4's alert, word for word. */
export const unmarkNotAllowed = () =>
  new ApiError(403, "UNMARK_NOT_ALLOWED", {
    isMarked: ["Only the game creator or the person who marked this item can unmark it"],
  });

export const deleteNotAllowed = () =>
  new ApiError(403, "DELETE_NOT_ALLOWED", {
    entry: ["Only the game creator or the person who added this entry can delete it."],
  });

export const gameNotInSetup = () =>
  new ApiError(409, "GAME_NOT_IN_SETUP", {
    game: ["The game has started: entries can no longer change."],
  });

export const gameNotInPlay = () =>
  new ApiError(409, "GAME_NOT_IN_PLAY", {
    game: ["Entries can be marked only while the game is being played."],
  });

export const gameAlreadyStarted = () =>
  new ApiError(409, "GAME_ALREADY_STARTED", { game: ["The game has already started."] });

export const notEnoughEntries = (missing: number) =>
  new ApiError(409, "NOT_ENOUGH_ENTRIES", {
    entries: [`${missing} more entries needed to start a game`],
  });

export const tooManyEntries = (limit: number) =>
  new ApiError(409, "TOO_MANY_ENTRIES", { entries: [`A game can have at most ${limit} entries.`] });

export const duplicateEntry = () =>
  new ApiError(409, "DUPLICATE_ENTRY", { text: ["This game already has that entry."] });

export const gameFull = (limit: number) =>
  new ApiError(409, "GAME_FULL", { code: [`This game already has ${limit} players.`] });

export const bingoAlreadyCalled = () =>
  new ApiError(409, "BINGO_ALREADY_CALLED", {
    game: ["Someone has already called Bingo in this game."],
  });

export const noBingo = () =>
  new ApiError(409, "NO_BINGO", { board: ["Your board has no full line yet."] });

/** A write kept losing races against other writes; trying again will almost surely work. */
export const concurrentUpdate = () =>
  new ApiError(409, "CONCURRENT_UPDATE", {
    game: ["The game changed while saving. Please try again."],
  });
