/**
 * How long a read waits for its answer's headers unless told otherwise. A read is safe to send
 * again, and on patchy Wi-Fi a request can go unanswered for minutes before the phone notices:
 * past this it fails as a lost connection, and its caller says so or tries again
 * (docs/decisions/036). Also the bound of every change that is safe to send again: a join
 * (joining twice is a rejoin), a creation under its key (create-game-api.ts), the host's start,
 * end and removal of a player and a prediction's delete (game-api.ts, decision 040), and the
 * guest's head start (guest-head-start.ts). Its own file: the join page's first load has it
 * without the API client.
 */
export const READ_TIMEOUT_MS = 20_000;
