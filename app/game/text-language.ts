import { LANGUAGES, type Language } from "../../shared/languages";

/**
 * Which of our languages a prediction is written in, for breaking its words at the right
 * syllables: predictions carry no language, and a family writes in several. Short words
 * that only one language uses often, and letters that only some have; a text that says
 * nothing either way is taken to be in the page's language.
 */
const SIGNS: Record<Language, { words: ReadonlySet<string>; letters: RegExp }> = {
  en: {
    words: new Set("the and is of to for with his her says asks someone somebody at on in it be gets will about again".split(" ")),
    letters: /(?!)/,
  },
  de: {
    words: new Set("der die das und ist nicht ein eine einen mit zum zur nach dem den fragt jemand wieder auf im sich schon noch".split(" ")),
    letters: /[äöüß]/,
  },
  es: {
    words: new Set("el la los las y que del por una con alguien pregunta se es otra vez al su muy".split(" ")),
    letters: /[ñ¿¡]/,
  },
  fr: {
    words: new Set("le la les et est des du une qui pour avec quelqu dans au sur pas encore demande son sa ses".split(" ")),
    letters: /[œæèêëàâîïûù]/,
  },
  "pt-BR": {
    words: new Set("o a os as e que do da um uma com alguém pergunta não no na em para de novo sobre".split(" ")),
    letters: /[ãõ]/,
  },
};

export function textLanguage(text: string, pageLanguage: Language): Language {
  const lower = text.toLowerCase();
  const words = lower.split(/[^\p{L}]+/u).filter(Boolean);
  let best: Language = pageLanguage;
  let bestScore = 0;
  for (const language of LANGUAGES) {
    const signs = SIGNS[language];
    const score = words.filter((word) => signs.words.has(word)).length + 2 * (lower.match(new RegExp(signs.letters, "g"))?.length ?? 0);
    // A tie keeps the page's language (or the first found): a text too short to tell is the page's.
    if (score > bestScore || (score === bestScore && score > 0 && language === pageLanguage)) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
