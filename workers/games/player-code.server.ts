import { generateGameCode } from "../../shared/game-code";

/**
 * A player's public code (realtime presence lists it). Same alphabet and length as game
 * codes: short, unambiguous, random; the unique index catches the rare clash.
 */
export const newPlayerCode = generateGameCode;
