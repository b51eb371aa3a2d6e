import { describe, expect, it } from "vitest";
import { MESSAGES } from "./all-messages";
import { fill } from "./fill";
import { messages as en } from "./en";
import { translateMessage } from "./translate-message";

describe("a server message said in another language", () => {
  const de = MESSAGES.de;

  it("finds the template and fills what was filled into it", () => {
    expect(translateMessage(fill(en.refusals.gameFull, { limit: 100 }), en, de)).toBe(fill(de.refusals.gameFull, { limit: 100 }));
    expect(translateMessage(en.refusals.duplicateEntry, en, de)).toBe(de.refusals.duplicateEntry);
  });

  it("says a field's label in the language too", () => {
    const english = fill(en.validation.tooLong, { label: en.labels.gameName, max: 60 });
    expect(translateMessage(english, en, de)).toBe(fill(de.validation.tooLong, { label: de.labels.gameName, max: 60 }));
  });

  it("prefers the most specific template", () => {
    const english = fill(en.validation.notText, { label: en.labels.entry });
    expect(translateMessage(english, en, MESSAGES.fr)).toBe(fill(MESSAGES.fr.validation.notText, { label: MESSAGES.fr.labels.entry }));
  });

  it("leaves a text no template makes as it is, and English as English", () => {
    expect(translateMessage("isMarked must be true or false.", en, de)).toBe("isMarked must be true or false.");
    expect(translateMessage(en.refusals.gameEnded, en, MESSAGES.en)).toBe(en.refusals.gameEnded);
  });
});
