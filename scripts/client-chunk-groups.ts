import type { Plugin } from "vite";

/**
 * How the browser's code is cut into files (issue #16, bench/slow-phone-join.ts). Left to
 * itself, the bundler made one file per shared module: /join/{code}/ needed 20 files before
 * it could hydrate, and after "next" a dozen more, 0.2–1 KB each. Over HTTP/1.1 a browser
 * fetches six at a time, and on a slow phone each file costs a round trip (0.56 s on slow
 * 4G) whatever its size, so the count, not the bytes, set the pace. Instead, a few files,
 * each for one moment of a guest's way in:
 *
 * - framework: React and React Router, on every page;
 * - shell: the frame of every page and the form pattern (docs/decisions/010), on every page;
 * - firebase: the Auth SDK and the page's session, fetched once the page is interactive;
 * - game-client: the API client and the game's store, socket and loader, for "next" and the
 *   game's screens.
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
    name: "shell",
    test: matches(
      /\/app\/(components\/(?!invite-summary)|chunks\/|forms\/(?!auth-|use-form-status)|auth\/(auth-provider|sign-in-on-intent)\.)|\/shared\/(constants|game-code|form-alerts)\.ts$|vite\/preload-helper/,
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
      /\/app\/api\/(api-client|back-off|retry-idempotent)\.ts$|\/app\/game\/(game-api|game-store|load-game\.client|use-my-player)\.tsx?$|\/app\/auth\/(require-session|return-to)\.client\.ts$|\/shared\/(refusal|refusal-messages|api-error|rate-limited)\.ts$/,
    ),
    priority: 20,
  },
];

/** The groups whose files a page may ask for early, by name (app/client-chunks.server.ts). */
const NAMED_FOR_THE_SERVER = new Set(["firebase", "game-client"]);
const VIRTUAL_ID = "virtual:bingo/client-chunks";

/**
 * Applies the groups to the browser's build, and tells the Worker's build (which comes after
 * it) the URLs of the files of NAMED_FOR_THE_SERVER, so a page can have the browser fetch
 * them while it loads (`virtual:bingo/client-chunks`; empty on the dev server, which serves
 * modules one by one).
 */
export function clientChunkGroups(): Plugin {
  const urls: Record<string, string> = {};
  return {
    name: "bingo:client-chunk-groups",
    config: (_config, { command }) =>
      command === "build"
        ? { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } } } }
        : {},
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && NAMED_FOR_THE_SERVER.has(file.name)) urls[file.name] = `/${file.fileName}`;
      }
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(urls)};` : null),
  };
}
