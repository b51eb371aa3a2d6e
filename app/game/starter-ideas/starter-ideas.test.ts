import { describe, expect, it } from "vitest";
import { addEntryInput } from "../../../shared/api-schemas";
import { ENTRIES_TO_START } from "../../../shared/constants";
import { comparableText } from "../../../shared/typed-text";
import { packs as de } from "./de";
import { packs as en } from "./en";
import { packs as es } from "./es";
import { packs as fr } from "./fr";
import { packs as ptBR } from "./pt-BR";
import { STARTER_PACK_IDS } from "./starter-pack";

const languages = { en, es, de, fr, "pt-BR": ptBR };

describe.each(Object.entries(languages))("starter ideas in %s", (_, packs) => {
  it("has every theme, in order, each enough to fill a board on its own", () => {
    expect(packs.map((pack) => pack.id)).toEqual([...STARTER_PACK_IDS]);
    for (const pack of packs) {
      expect(pack.title.trim()).not.toBe("");
      expect(pack.ideas.length).toBeGreaterThanOrEqual(ENTRIES_TO_START);
    }
  });

  it("has only ideas the server takes as entries, none twice", () => {
    const seen = new Set<string>();
    for (const pack of packs) {
      for (const idea of pack.ideas) {
        const result = addEntryInput.safeParse({ gameCode: "ABCD2345", text: idea });
        expect(result.success, `${pack.id}: ${idea}`).toBe(true);
        expect(idea, "no spaces around").toBe(idea.trim());
        const key = comparableText(idea);
        expect(seen.has(key), `twice: ${idea}`).toBe(false);
        seen.add(key);
      }
    }
  });
});
