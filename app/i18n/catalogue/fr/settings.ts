import type { Catalogue } from "../catalogue";

export const settings: Catalogue["settings"] = {
  language: "Langue",
};
