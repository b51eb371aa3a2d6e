import { z } from "zod";
import { BOARD_SIZES, DEFAULT_BOARD_SIZE, type BoardSize } from "./board-shape";
import { DEFAULT_PLACES, DEFAULT_WIN_PATTERN, WIN_PATTERNS, type Places, type WinPattern } from "./win-patterns";
import { ENTRY_ORIGINS, GAME_CODE_LENGTH, LIMITS, PRACTICE_GAME_CODE } from "./constants";
import { UNFILLED } from "./form-alerts";
import { messages } from "./i18n/en";
import { fill } from "./i18n/fill";
import { isAcceptedGameCode, normalizeGameCode } from "./game-code";
import { normalizeTypedGameCode } from "./typed-game-code";
import { hasControlCharacters, hasHiddenCharacters, isBlank } from "./typed-text";

/**
 * Payloads of the v1 API, shared by the Worker (which enforces them) and the web app
 * (which can check a form before sending it). Unknown fields are dropped, never trusted.
 *
 * Lengths count UTF-16 code units after trimming, as HTML's maxlength does.
 */

const say = messages.validation;
type Label = (typeof messages.labels)[keyof typeof messages.labels];

/** A check's message for a field people fill in: the API's answer is said in the caller's language. */
const said = (template: string, label: Label, values: Record<string, string | number> = {}) =>
  fill(template, { label, ...values });

const typeError = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required.` : `${label} must be ${kind}.`;

/** `typeError` for a field people fill in, whose words the API translates. */
const textTypeError = (label: Label) => (issue: { input?: unknown }) =>
  said(issue.input === undefined ? say.required : say.notText, label);

function typedText(
  label: Label,
  max: number,
  { required, multiLine }: { required: boolean; multiLine: boolean },
) {
  return z
    .string({ error: textTypeError(label) })
    .trim()
    .max(max, said(say.tooLong, label, { max }))
    // Blank-looking text is refused as empty text is, and only so (abort: no other check speaks).
    .refine((value) => !required || !isBlank(value), { message: said(say.required, label), params: UNFILLED, abort: true })
    .refine((value) => value.isWellFormed(), said(say.brokenCharacters, label))
    .refine((value) => !hasControlCharacters(value, { multiLine }), said(say.controlCharacters, label))
    .refine((value) => !hasHiddenCharacters(value), said(say.hiddenCharacters, label));
}

/**
 * The practice game's code 'testing' (SPEC §2, test-style join) too, unless `practice` is
 * false; `typed`: as a person typed it, spaces and dashes dropped (`normalizeTypedGameCode`).
 */
function gameCode(label: Label, { practice = true, typed = false }: { practice?: boolean; typed?: boolean } = {}) {
  const message = said(say.gameCodeForm, label);
  return z
    .string({ error: textTypeError(label) })
    .overwrite(typed ? normalizeTypedGameCode : normalizeGameCode)
    .refine((code) => code.length === GAME_CODE_LENGTH || (practice && code === PRACTICE_GAME_CODE), {
      message,
      params: UNFILLED,
      abort: true,
    })
    .refine(isAcceptedGameCode, message);
}

const screenName = typedText("Screen name", LIMITS.screenName.max, {
  required: true,
  multiLine: false,
});

/** A form sends a number as its digits ("3"), the API's JSON as a number: both mean the same. */
const formDigits = (value: unknown) => (typeof value === "string" && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value);

/**
 * 3, 4 or 5 squares a side, 5 when not given (every client before sizes). The
 * create form sends it as text ("3"), the API's JSON as a number; both mean the same.
 */
const boardSize = () =>
  z
    .preprocess(
      formDigits,
      z.union(BOARD_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<3>, z.ZodLiteral<4>, z.ZodLiteral<5>], {
        error: "boardSize must be 3, 4 or 5.",
      }),
    )
    .optional()
    .transform((value): BoardSize => value ?? DEFAULT_BOARD_SIZE);

/** What completes a board (shared/win-patterns.ts): "line" when not given. */
const pattern = () =>
  z
    .enum(WIN_PATTERNS, { error: `pattern must be one of ${WIN_PATTERNS.join(", ")}.` })
    .optional()
    .transform((value): WinPattern => value ?? DEFAULT_WIN_PATTERN);

/** How many players can win a round, 1 when not given; a form sends it as text ("2"), as `boardSize`. */
const places = () =>
  z
    .preprocess(
      formDigits,
      z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "places must be 1, 2 or 3." }),
    )
    .optional()
    .transform((value): Places => value ?? DEFAULT_PLACES);

const body = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: say.notObject });

export const createGameInput = body({
  screenName,
  gameName: typedText("Game name", LIMITS.gameName.max, { required: true, multiLine: false }),
  description: typedText("Description", LIMITS.description.max, {
    required: false,
    multiLine: true,
  })
    .optional()
    .transform((value) => value ?? ""),
  boardSize: boardSize(),
  pattern: pattern(),
  places: places(),
  /**
   * The sender's name for this creation, the same each time it is sent again: a creation whose
   * answer was lost, sent again with its key, gets the game it made (docs/api.md, POST /games).
   */
  creationKey: z
    .string({ error: typeError("creationKey", "text") })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "creationKey must be 16 to 64 letters, digits, - or _.")
    .optional(),
});

export const joinGameInput = body({ screenName, code: gameCode("Game code") });
/**
 * SPEC §5: the Join Game screen asks for exactly 8 characters; only Player's Name joins
 * 'testing'. What was typed is sent in the canonical form ("abcd-2345" joins ABCD2345).
 */
export const joinGameForm = joinGameInput.extend({ code: gameCode("Game code", { practice: false, typed: true }) });

export const addEntryInput = body({
  gameCode: gameCode("Game code"),
  text: typedText("Entry", LIMITS.entryText.max, { required: true, multiLine: true }),
  /**
   * A starter idea picked from the web app's packs is nobody's prophecy (docs/api.md, Entry).
   * Taken at the client's word: saying so only gives up the caller's own credit.
   */
  origin: z.enum(ENTRY_ORIGINS, { error: "origin must be TYPED or STARTER_IDEA." }).optional(),
});

/** PATCH /entries/{id}: an entry's new text, checked as a new entry's is. */
export const editEntryInput = body({
  text: typedText("Entry", LIMITS.entryText.max, { required: true, multiLine: true }),
});

/**
 * Old clients send the whole entry plus markedBy and userId: only isMarked is read, and
 * basedOnVersion: the game version the client showed when the player tapped, kept the same
 * on every retry, so a retry that someone else's change has overtaken is dropped
 * (docs/api.md, PUT /entries/{id}). Without it a mark is applied as before.
 */
export const markEntryInput = body({
  isMarked: z.boolean({ error: typeError("isMarked", "true or false") }),
  basedOnVersion: z
    .number({ error: typeError("basedOnVersion", "a number") })
    .int("basedOnVersion must be a whole number.")
    .min(0, "basedOnVersion must be 0 or more.")
    .optional(),
});

/**
 * POST /games/{code}/seats: the names printed on the cards, one seat each ("Grandma"; the app
 * sends "Card 3" in the host's language for a card left unnamed).
 */
export const createSeatsInput = body({
  names: z
    .array(typedText("Card name", LIMITS.screenName.max, { required: true, multiLine: false }), {
      error: typeError("names", "a list of names"),
    })
    .min(1, "names must list at least one card.")
    .max(LIMITS.seatsPerRound, `names may list at most ${LIMITS.seatsPerRound} cards.`),
});

/** POST /games/{code}/seats/{id}/claim: the secret the card's QR code carries. */
export const claimSeatInput = body({
  token: z
    .string({ error: typeError("token", "text") })
    .regex(/^[A-Za-z0-9_-]{22}$/, "token is not a card's claim token."),
});

/** POST /games/{code}/host: the player who becomes host (a player code has a game code's form). */
export const handOverHostInput = body({ playerCode: gameCode("Player code", { practice: false }) });

/** POST /games/{code}/tv-pairing: the code the TV shows, as typed (its form is checked as a lookup). */
export const pairTvInput = body({ tvCode: z.string({ error: typeError("tvCode", "text") }).max(64, "tvCode must be at most 64 characters.") });

/** PUT /games/{code}/lock: whether new players are refused. */
export const lockGameInput = body({
  locked: z.boolean({ error: typeError("locked", "true or false") }),
});

/** POST /games/{code}/rounds names the round it follows, so a repeat cannot start two. */
export const nextRoundInput = body({
  after: z
    .number({ error: typeError("after", "a round number") })
    .int("after must be a whole number.")
    .min(1, "after must be at least 1."),
  pattern: pattern(),
  places: places(),
});

const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);

/** GET /games/{code}: `with=entries` answers the game's entries beside it (docs/decisions/046). */
export const readGameQuery = z.object({
  with: z.literal("entries", { error: "with must be entries, or left out." }).optional(),
});

export const GAMES_PER_PAGE = { default: 20, max: 100 } as const;

export const listGamesQuery = z.object({
  page: pageNumber("page", 100_000).default(1),
  perPage: pageNumber("perPage", GAMES_PER_PAGE.max).default(GAMES_PER_PAGE.default),
});

/**
 * POST /games/{code}/play-again (docs/decisions/031): which predictions the next year's game
 * takes, those that did not come true (the default) or all of them.
 */
export const playAgainInput = body({
  seed: z
    .enum(["unfulfilled", "all"], { error: 'seed must be "unfulfilled" or "all".' })
    .optional()
    .transform((value) => value ?? "unfulfilled"),
});

export type CreateGameInput = z.infer<typeof createGameInput>;
export type PlayAgainInput = z.infer<typeof playAgainInput>;
export type JoinGameInput = z.infer<typeof joinGameInput>;
export type AddEntryInput = z.infer<typeof addEntryInput>;
export type EditEntryInput = z.infer<typeof editEntryInput>;
export type MarkEntryInput = z.infer<typeof markEntryInput>;
export type NextRoundInput = z.infer<typeof nextRoundInput>;
export type ListGamesQuery = z.infer<typeof listGamesQuery>;

/** Stripe's PaymentIntent ids; anything else cannot be one of ours. */
const paymentIntentId = z
  .string({ error: typeError("paymentIntentId", "text") })
  .regex(/^pi_[A-Za-z0-9]{1,250}$/, "paymentIntentId must be a Stripe PaymentIntent id (pi_…).");

// An empty address is said as missing, not as "not an email address" (a form shows it beside the field).
const emailAddress = z
  .string({ error: textTypeError("Email") })
  .trim()
  .refine((value) => value !== "", { message: said(say.required, "Email"), params: UNFILLED, abort: true })
  .max(254, said(say.tooLong, "Email", { max: 254 }))
  .pipe(z.email(said(say.notEmail, "Email")));

export const receiptEmailInput = body({ email: emailAddress, paymentIntentId });

/**
 * The sign-in, registration and password forms: what goes to Firebase Auth, checked the way
 * the API checks an email. The password policy is the identity provider's (SPEC §5), so a
 * password is only required here; a new one is sent as typed, never trimmed.
 */
const password = (label: Label) =>
  z
    .string({ error: textTypeError(label) })
    .refine((value) => value !== "", { message: said(say.required, label), params: UNFILLED });

export const credentialsInput = z.object({ email: emailAddress, password: password("Password") });
export const emailInput = z.object({ email: emailAddress });
export const newPasswordInput = z.object({ password: password("New password") });
/** Password change: the current password only once the provider asks for a recent sign-in. */
export const passwordChangeInput = newPasswordInput.extend({ currentPassword: password("Current password").optional() });

/** Deleting the account: the current password only once the provider asks for a recent sign-in. */
export const deleteAccountInput = z.object({ currentPassword: password("Current password").optional() });

/** The pass price is the server's: an `amount` sent by a client is dropped like any unknown field. */
export const storePaymentInput = body({ paymentIntentId });

/** POST /user/merge: the guest session's ID token; the server checks it like any other. */
export const mergeUserInput = body({
  anonymousToken: z.string({ error: typeError("anonymousToken", "text") }).min(1, "anonymousToken is required.").max(8192, "anonymousToken is too long."),
});

export type ReceiptEmailInput = z.infer<typeof receiptEmailInput>;
export type StorePaymentInput = z.infer<typeof storePaymentInput>;
