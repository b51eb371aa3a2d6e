/** English: the spec's words, word for word. The other languages follow this file's keys. */
export const account = {
  /** Words several account screens share. */
  submit: "Submit",
  returnToLogin: "Return to Login",
  /** The link to Login (Change Password, for someone not registered). */
  login: "Login",
  /** The button to Register (Logout's guest warning, the paywall). */
  register: "Register",
  alreadyRegistered: "Already registered? Login",
  /** Login's and Register's form (app/forms/auth-fields.tsx). */
  signingIn: "Signing in…",
  registering: "Registering…",

  /** SPEC §2, Login (app/routes/login.tsx). */
  loginScreen: {
    title: "Login · Bingo with friends",
    heading: "Login",
    registerHere: "Register here",
    forgotPassword: "Forgot password?",
  },
  /** SPEC §2, Register (app/routes/register.tsx). */
  registerScreen: {
    title: "Register · Bingo with friends",
    heading: "Register",
    lede: "Free. Registering lets you play from several devices.",
  },
  /** SPEC §2, Logout (app/routes/logout.tsx). */
  logout: {
    title: "Logout · Bingo with friends",
    heading: "Logout",
    /** A guest is warned before logging out. */
    guestWarning:
      "You are playing as a guest: logging out loses your games on this device for good, since nobody can log back in to a guest session. Register to keep them.",
    logOutAnyway: "Log out anyway",
    loggingOut: "Logging Out...",
  },
  /** SPEC §2, Password Help (app/routes/password-help.tsx). */
  passwordHelp: {
    title: "Password Help · Bingo with friends",
    heading: "Password Help",
    /** {email}: the address typed. */
    emailSent: "An email has been sent to {email} with a link to reset your password.",
  },
  /** SPEC §2, Reset Password (app/routes/password-reset.tsx) and the email link's handler. */
  passwordReset: {
    title: "Password Reset · Bingo with friends",
    heading: "Reset Password",
    /** {email}: the account's address. */
    choosePassword: "Choose a new password for {email}.",
    /** SPEC §2: the reset-code failure message. */
    codeProblem:
      "There was a problem with the reset password token. It may have expired or already been used. Please try again.",
  },
  /** SPEC §2, Auth action handler (app/routes/auth-handler.tsx): the target of the email links. */
  authHandler: {
    title: "Bingo with friends",
    heading: "One moment",
    validating: "Validating Authorization Code...",
  },
  /** SPEC §2, Loading-after-auth (app/routes/auth-registration.tsx). */
  authRegistration: {
    title: "Auth Registration · Bingo with friends",
    heading: "Signing you in",
    failedHeading: "Sorry",
    failed: "Uh oh.... something went wrong.",
    loading: "Loading…",
  },
  /** Change Password (app/routes/password-change.tsx), from the main menu. */
  passwordChange: {
    title: "Change Password · Bingo with friends",
    heading: "Change Password",
    notRegistered: "Only a registered account has a password. Please log in.",
    changed: "Your password has been changed.",
    submit: "Change Password",
    submitting: "Changing…",
  },
  /** Asked when the identity provider wants a recent sign-in (app/auth/recent-login.ts). */
  confirmItIsYou: "For your security, please enter your current password too.",
  /** Delete my account and data (app/routes/delete-account.tsx). */
  deleteAccount: {
    title: "Delete my account and data · Bingo with friends",
    heading: "Delete my account and data",
    deleted: "Your account and data have been deleted.",
    notSignedIn: "You are not signed in.",
    intro: "This deletes your account and everything of yours, and cannot be undone:",
    consequences: {
      games: "You leave every game. A game nobody else is in is deleted.",
      createdGames: "A game you created goes to the player who joined it first.",
      entries: "Entries you added to other people's games stay, by “someone”.",
      pass: "Your pass ends.",
    },
    submit: "Delete my account",
    submitting: "Deleting…",
    keep: "Keep my account",
  },
  /** SPEC §2, the practice game's join (app/routes/player-name.tsx). */
  playerName: {
    title: "Player's Name · Bingo with friends",
    heading: "Player's Name",
    intro: "Try it out in the practice game, open to everyone: mark what happens, get five in a row, call Bingo.",
    submit: "next",
    submitting: "Joining…",
  },
  /** SPEC §2, Purchase a Game (app/routes/paywall.tsx, app/payments). */
  paywall: {
    title: "Paywall · Bingo with friends",
    heading: "Purchase a Game",
    intro:
      "Your first game is free. To create more, buy a $5 pass: unlimited game creation for 90 days. Games you have already created can be played forever.",
    /** A guest registers before buying. */
    registerFirst:
      "Register first, so your pass stays yours on any device: a guest session lives only in this browser.",
    loadingForm: "Loading the payment form…",
    loadFailed: "The payment form could not be loaded. Check your connection and reload the page.",
    receiptEmail: "Email for your receipt",
    pay: "Pay $5",
    paying: "Paying…",
    notReady: "The payment form is not ready yet.",
    receiptNotSaved: "The receipt address could not be saved.",
    /** SPEC §8: 'Payment failed', with the payment provider's reason when it gives one ({reason}). */
    failed: "Payment failed",
    failedBecause: "Payment failed: {reason}",
    notActiveYet: "Your payment went through; the pass is not active yet. Reload in a moment.",
  },
  /**
   * SPEC §8: the identity provider's errors under the form (app/auth/auth-error-message.ts).
   * Signing in never says whether an account has the email: an unknown one reads as a wrong password.
   */
  authErrors: {
    emailInUse: "An account already exists with this email. Try logging in.",
    wrongCredentials: "That email and password do not match.",
    invalidEmail: "Please enter a valid email address.",
    missingPassword: "Please enter your password.",
    weakPassword: "Please choose a longer password (at least 6 characters).",
    requirementsNotMet: "This password does not meet the requirements.",
    /** {requirements}: the provider's list of the rules not met, in its own words. */
    requirementsMissing: "This password does not meet the requirements: {requirements}.",
    tooManyAttempts: "Too many attempts. Please wait a moment and try again.",
    linkExpired: "This link has expired. Please ask for a new one.",
    linkInvalid: "This link is not valid any more. Please ask for a new one.",
    logInAgain: "Please log in again to do this.",
    sessionExpired: "Your session has expired. Please log in again.",
  },
};
