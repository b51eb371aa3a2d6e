import type { Plugin, Rolldown } from "vite";

/**
 * How the browser's code is cut into files (bench/slow-phone-join.ts). Left to
 * itself, the bundler made one file per shared module: /join/{code}/ needed 20 files before
 * it could hydrate, and after "next" a dozen more, 0.2–1 KB each. Over HTTP/1.1 a browser
 * fetches six at a time, and on a slow phone each file costs a round trip (0.56 s on slow
 * 4G) whatever its size, so the count, not the bytes, set the pace. Instead, a few files,
 * each for one moment of a guest's way in:
 *
 * - framework: React and React Router, on every page;
 * - shell: the frame of every page and the form pattern (docs/decisions/010), on every page,
 *   with the two small game modules a join page needs before "next" (the device's memberships,
 *   the join's wait): left to the bundler they went into game-client, whose 6.6 KB every join
 *   page then loaded before it could hydrate; and the ID token kept for a page's first reads
 *   (docs/decisions/021) and what a join page's guest head start did before hydration
 *   (docs/decisions/028), which the API client and Firebase's session share (a file of their
 *   own while Firebase ran before React on a join page: one request more on every page); and
 *   how the root's error screen tells a failed read apart and reads it again (read-again.ts,
 *   with the API's error and the wait it shares with the client): left in game-client, they
 *   made every page load its 7 KB;
 * - firebase: the Auth SDK and the page's session, fetched once the page is interactive or
 *   idle, never on the way from a join link to the board (app/auth/guest-head-start.ts);
 * - game-client: the API client and the game's store, socket and loader, for "next" and the
 *   game's screens, with the way they load the pieces they can do without (optional-piece.tsx)
 *   and what the phone keeps for a game until it is answered (kept-by-game.ts, kept-predictions.ts);
 * - play-screen: the small modules the play screen's routes share (the host's actions and the
 *   edited-by note among them), fetched with the game's screens while a guest types;
 * - syllables, syllables-<language>: a board's hyphenation (docs/decisions/026), fetched only
 *   for a board with wide words, each language's patterns apart (the square's own text, which
 *   the board needs at once and the syllables file imports, is play-screen's, claimed first:
 *   a group takes the modules its members import too). Named so that their failure
 *   (a phone gone offline) is known for what it is: optional (app/chunks/optional-chunks.ts).
 *
 * Everything else (routes, the schemas, the rest) is split as the bundler sees fit.
 */
const matches = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll("\\", "/"));

const groups = [
  {
    name: "framework",
    test: matches(/\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//),
    priority: 50,
  },
  {
    // The guest's head start on a join page (docs/decisions/028): its server-rendered inline
    // script is the same function as text, so the browser needs this file only after an
    // in-app link to a join page. Alone, so it stays out of the shell.
    name: "guest-head-start",
    test: matches(/\/app\/auth\/guest-head-start\.ts$/),
    priority: 42,
  },
  {
    name: "shell",
    test: matches(
      /\/app\/(components\/(?!invite-summary|main-menu-panel|theme-choice|sound-choice|language-choice|confirm-step)|chunks\/(?!optional-piece)|forms\/(?!auth-|use-form-status|form-problem)|auth\/(auth-provider|sign-in-on-intent|cached-id-token|head-start-state)\.|game\/(member-of-games|join-wait|fill-nodes)\.|i18n\/(strings|format|meta-strings)\.|api\/(api-request-error|back-off|read-again)\.)|\/shared\/(constants|game-code|form-alerts|api-error|i18n\/fill)\.ts$|vite\/preload-helper/,
    ),
    priority: 40,
  },
  {
    name: "firebase",
    test: matches(
      /\/node_modules\/(firebase|@firebase|idb|tslib)\/|\/app\/auth\/(firebase|firebase-auth|session)\.client\.ts$|\/app\/public-config\.client\.ts$/,
    ),
    priority: 30,
  },
  {
    name: "game-client",
    test: matches(
      /\/app\/api\/(api-client|back-off|retry-idempotent|firebase-session)\.ts$|\/app\/game\/(game-api|game-store|load-game\.client|use-my-player|kept-by-game|kept-predictions)\.tsx?$|\/app\/auth\/(require-session|return-to)\.client\.ts$|\/app\/chunks\/optional-piece\.tsx$|\/shared\/(refusal-codes|api-error|rate-limited)\.ts$/,
    ),
    priority: 20,
  },
  {
    // The play screen's small shared modules: one file, not six, beside the join's call
    // after "next" (a sixth file at once would hold that call back on HTTP/1.1).
    name: "play-screen",
    test: matches(
      /\/app\/game\/(game-screen|round-summary|round-over|share-or-copy|square-text|square-hyphenation|syllables-used|host-actions|edited-by-note|play-cue|winner-seen)\.tsx?$|\/shared\/(winning-lines|board-shape|prophets)\.ts$/,
    ),
    priority: 10,
  },
  // The languages' names and the cookie's parsing, which Welcome's switch and the syllables'
  // language detection both import: a file of their own, not the syllables'.
  { name: "languages", test: matches(/\/shared\/(languages|cookie-values)\.ts$/), priority: 6 },
  { name: "syllables", test: matches(/\/app\/game\/(square-syllables|text-language)\.ts$|\/node_modules\/hyphen\/(hyphen|export-contract)\.js$/), priority: 5 },
  ...(
    [
      ["en", "en-gb"],
      ["de", "de-1996"],
      ["es", "es"],
      ["fr", "fr"],
      ["pt", "pt"],
    ] as const
  ).map(([language, patterns]) => ({
    name: `syllables-${language}`,
    test: matches(new RegExp(`/node_modules/hyphen/(${language}/|${patterns}/|patterns/${patterns}\\.js$)`)),
    priority: 5,
  })),
];

/**
 * Modules a join page has the browser fetch once the guest is on its form, each with the files
 * it imports (but those every page loads anyway), so they come at once, not one round trip
 * after another (app/auth/guest-head-start.ts): the game's layout, its play and setup
 * screens (route modules, which React Router may name with a query) and their socket, and the
 * form's schemas.
 */
const ENTRIES_FOR_THE_SERVER = {
  gameLayout: /\/app\/routes\/game-layout\.tsx(\?.*)?$/,
  playScreen: /\/app\/routes\/game\.tsx(\?.*)?$/,
  setupScreen: /\/app\/routes\/game-setup\.tsx(\?.*)?$/,
  // The room's socket, which both screens open once drawn: fetched with them, it is there at
  // once, not in the queue with what the page fetches once idle (docs/decisions/046).
  gameSocket: /\/app\/game\/game-socket\.client\.ts$/,
  // The form's schemas, which the join's clientAction checks the form with before it sends.
  formSchemas: /\/shared\/api-schemas\.ts$/,
};
const ON_EVERY_PAGE = new Set(["framework", "shell", "rolldown-runtime"]);
const VIRTUAL_ID = "virtual:bingo/client-chunks";

/** A file and every file it imports statically, imports first. */
function staticGraph(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const file = bundle[fileName];
  if (seen.has(fileName) || file?.type !== "chunk") return seen;
  for (const imported of file.imports) staticGraph(bundle, imported, seen);
  return seen.add(fileName);
}

/**
 * Applies the groups to the browser's build, and tells the Worker's build (which comes after
 * it) the URLs of the files of ENTRIES_FOR_THE_SERVER, so a page
 * can have the browser fetch them early (`virtual:bingo/client-chunks`; empty on the dev
 * server, which serves modules one by one).
 */
export function clientChunkGroups(): Plugin {
  const entryFiles: Partial<Record<keyof typeof ENTRIES_FOR_THE_SERVER, string[]>> = {};
  return {
    name: "bingo:client-chunk-groups",
    config: (_config, { command }) =>
      command === "build"
        ? { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } } }
        : {},
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const [entry, pattern] of Object.entries(ENTRIES_FOR_THE_SERVER)) {
          if (!file.facadeModuleId || !matches(pattern)(file.facadeModuleId)) continue;
          entryFiles[entry as keyof typeof ENTRIES_FOR_THE_SERVER] = [...staticGraph(bundle, file.fileName)]
            .filter((name) => bundle[name]?.type === "chunk" && !ON_EVERY_PAGE.has(bundle[name].name))
            .map((name) => `/${name}`);
        }
      }
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export const entryFiles = ${JSON.stringify(entryFiles)};`
        : null,
  };
}
