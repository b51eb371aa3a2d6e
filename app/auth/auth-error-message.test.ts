import { describe, expect, it } from "vitest";
import { en } from "../i18n/catalogue/en";
import { authErrorMessage as authErrorMessageIn } from "./auth-error-message";

/** In English, the catalogue the spec's words are in. */
const authErrorMessage = (error: unknown) => authErrorMessageIn(error, en);

/** Errors shaped as the Firebase SDK throws them: a code and the provider's message. */
const firebaseError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("auth error messages under the form", () => {
  it("turn known provider codes into a sentence", () => {
    expect(authErrorMessage(firebaseError("auth/wrong-password", "Firebase: Error (auth/wrong-password)."))).toBe(
      "That email and password do not match.",
    );
  });

  it("never say whether an account has the email: an unknown one reads as a wrong password", () => {
    const unknown = authErrorMessage(firebaseError("auth/user-not-found", "Firebase: Error (auth/user-not-found)."));
    const wrong = authErrorMessage(firebaseError("auth/wrong-password", "Firebase: Error (auth/wrong-password)."));
    expect(unknown).toBe(wrong);
  });

  it("say which password rules failed, from the provider's message", () => {
    const error = firebaseError(
      "auth/password-does-not-meet-requirements",
      "Firebase: Missing password requirements: [Password must contain at least 8 characters, Password must contain a numeric character] (auth/password-does-not-meet-requirements).",
    );
    expect(authErrorMessage(error)).toBe(
      "This password does not meet the requirements: Password must contain at least 8 characters; Password must contain a numeric character.",
    );
  });

  it("say a lost connection and an error without words as the rest of the app does", () => {
    expect(authErrorMessage(firebaseError("auth/network-request-failed", "Firebase: Error (auth/network-request-failed)."))).toBe(
      "No connection. Check your network and try again.",
    );
    expect(authErrorMessage({ code: "auth/internal-error" })).toBe("Something went wrong. Please try again.");
  });

  it("keep the provider's message, without its prefix, for codes we do not know", () => {
    expect(authErrorMessage(firebaseError("auth/quota-exceeded", "Firebase: Exceeded quota. (auth/quota-exceeded)."))).toBe(
      "Exceeded quota. (auth/quota-exceeded).",
    );
  });
});
