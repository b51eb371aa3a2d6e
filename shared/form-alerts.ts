/**
 * SPEC §5: the alerts of the forms whose fields are not filled in (an issue the schemas in
 * `api-schemas.ts` mark with `isUnfilled`); nothing is sent then.
 */
export const FORM_ALERTS = {
  createGame: "Please fill in all required fields",
  joinGame: "Please fill in all fields",
} as const;
