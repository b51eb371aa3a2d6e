import { describe, expect, it } from "vitest";
import { addEntryInput } from "../../../shared/api-schemas";
import { DEFAULT_BOARD_SIZE, entriesToStart } from "../../../shared/board-shape";
import { comparableText } from "../../../shared/typed-text";
import { de as deStrings } from "../../i18n/catalogue/de";
import { en as enStrings } from "../../i18n/catalogue/en";
import { es as esStrings } from "../../i18n/catalogue/es";
import { fr as frStrings } from "../../i18n/catalogue/fr";
import { ptbr as ptBRStrings } from "../../i18n/catalogue/pt-BR";
import { packs as de } from "./de";
import { packs as en } from "./en";
import { packs as es } from "./es";
import { packs as fr } from "./fr";
import { packs as ptBR } from "./pt-BR";
import { STARTER_PACK_IDS } from "./starter-pack";

const languages = {
  en: { packs: en, strings: enStrings },
  es: { packs: es, strings: esStrings },
  de: { packs: de, strings: deStrings },
  fr: { packs: fr, strings: frStrings },
  "pt-BR": { packs: ptBR, strings: ptBRStrings },
};

describe.each(Object.entries(languages))("starter ideas in %s", (_, { packs, strings }) => {
  it("has every theme, in order, each named in the language and enough to fill a board on its own", () => {
    expect(packs.map((pack) => pack.id)).toEqual([...STARTER_PACK_IDS]);
    const names = new Set<string>();
    for (const pack of packs) {
      const name = strings.setup.starterIdeas.themes[pack.id];
      expect(name.trim(), pack.id).not.toBe("");
      names.add(name);
      expect(pack.ideas.length).toBeGreaterThanOrEqual(entriesToStart(DEFAULT_BOARD_SIZE));
    }
    expect(names.size, "no two themes named alike").toBe(STARTER_PACK_IDS.length);
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
