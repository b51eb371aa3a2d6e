import { z } from "zod";
import { LIMITS } from "./constants";
import { isAcceptedGameCode, normalizeGameCode } from "./game-code";
import { hasControlCharacters, hasHiddenCharacters, isBlank } from "./typed-text";

/**
 * Payloads of the v1 API, shared by the Worker (which enforces them) and the web app
 * (which can check a form before sending it). Unknown fields are dropped, never trusted.
 *
 * Lengths count UTF-16 code units after trimming, as HTML's maxlength does.
 */

const typeError = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required.` : `${label} must be ${kind}.`;

function typedText(
  label: string,
  max: number,
  { required, multiLine }: { required: boolean; multiLine: boolean },
) {
  return z
    .string({ error: typeError(label, "text") })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !required || !isBlank(value), `${label} is required.`)
    .refine((value) => value.isWellFormed(), `${label} contains broken characters.`)
    .refine(
      (value) => !hasControlCharacters(value, { multiLine }),
      `${label} contains control characters.`,
    )
    .refine(
      (value) => !hasHiddenCharacters(value),
      `${label} contains invisible or text-direction characters; please type it without them.`,
    );
}

const gameCode = (label: string) =>
  z
    .string({ error: typeError(label, "text") })
    .overwrite(normalizeGameCode)
    // The practice game's code 'testing' too (SPEC §2, test-style join).
    .refine(
      isAcceptedGameCode,
      `${label} must be 8 characters: letters without I and O, digits 2 to 9.`,
    );

const screenName = typedText("Screen name", LIMITS.screenName.max, {
  required: true,
  multiLine: false,
});

const body = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: "The request body must be a JSON object." });

export const createGameInput = body({
  screenName,
  gameName: typedText("Game name", LIMITS.gameName.max, { required: true, multiLine: false }),
  description: typedText("Description", LIMITS.description.max, {
    required: false,
    multiLine: true,
  })
    .optional()
    .transform((value) => value ?? ""),
});

export const joinGameInput = body({ screenName, code: gameCode("Game code") });

export const addEntryInput = body({
  gameCode: gameCode("Game code"),
  text: typedText("Entry", LIMITS.entryText.max, { required: true, multiLine: true }),
});

/** Old clients send the whole entry plus markedBy and userId: only isMarked is read. */
export const markEntryInput = body({
  isMarked: z.boolean({ error: typeError("isMarked", "true or false") }),
});

const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);

export const GAMES_PER_PAGE = { default: 20, max: 100 } as const;

export const listGamesQuery = z.object({
  page: pageNumber("page", 100_000).default(1),
  perPage: pageNumber("perPage", GAMES_PER_PAGE.max).default(GAMES_PER_PAGE.default),
});

export type CreateGameInput = z.infer<typeof createGameInput>;
export type JoinGameInput = z.infer<typeof joinGameInput>;
export type AddEntryInput = z.infer<typeof addEntryInput>;
export type MarkEntryInput = z.infer<typeof markEntryInput>;
export type ListGamesQuery = z.infer<typeof listGamesQuery>;

/** Stripe's PaymentIntent ids; anything else cannot be one of ours. */
const paymentIntentId = z
  .string({ error: typeError("paymentIntentId", "text") })
  .regex(/^pi_[A-Za-z0-9]{1,250}$/, "paymentIntentId must be a Stripe PaymentIntent id (pi_…).");

export const receiptEmailInput = body({
  email: z
    .string({ error: typeError("Email", "text") })
    .trim()
    .max(254, "Email must be at most 254 characters.")
    .pipe(z.email("Email must be an email address.")),
  paymentIntentId,
});

/** The pass price is the server's: an `amount` sent by a client is dropped like any unknown field. */
export const storePaymentInput = body({ paymentIntentId });

export type ReceiptEmailInput = z.infer<typeof receiptEmailInput>;
export type StorePaymentInput = z.infer<typeof storePaymentInput>;
