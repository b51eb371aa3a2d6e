/** SPEC §2: the reset-code failure message, shown by the handler and the reset screen. */
export const RESET_CODE_PROBLEM =
  "There was a problem with the reset password token. It may have expired or already been used. Please try again.";
