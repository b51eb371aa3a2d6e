import { describe, expect, it } from "vitest";
import { de } from "../i18n/catalogue/de";
import { en } from "../i18n/catalogue/en";
import { recordYearLine } from "./record-line";

describe("a person's year in the family record", () => {
  it("names a 2nd and a 3rd place beside the Bingos, in the reader's language", () => {
    const year = { cameTrue: ["Uncle Bob asks for more wine", "Snow"], bingos: 1, places: [1, 3] };
    expect(recordYearLine(year, en, "en")).toBe("1 Bingo · 3rd place · 2 predictions came true");
    expect(recordYearLine({ cameTrue: [], bingos: 0, places: [2] }, de, "de")).toBe(`2. Platz · ${de.year.record.nothing}`);
  });
});
