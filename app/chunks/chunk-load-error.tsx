import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { activeStrings, type PageStringsData } from "../i18n/strings";
import { ServerScript } from "../components/server-script";
import { CHUNK_LOAD_TIMEOUT_MS } from "./chunk-failure";

/**
 * The page's catalogue for the screens that root shows whatever happened (this one, and its
 * error screen), read from root's loader data: they may render outside its StringsProvider
 * (below <body>'s content, or when root's loader itself failed: then null, and they speak English).
 */
export function usePageStrings(): Catalogue | null {
  const data = useRouteLoaderData<{ strings?: PageStringsData }>("root")?.strings;
  return data ? activeStrings(data).strings : null;
}

/** The words of the chunk-load error, in English when the page has no strings (see usePageStrings). */
const ENGLISH = {
  title: "Could not load · Bingo with friends",
  heading: "Could not load the app",
  text: "Part of the app did not arrive. Check your connection, then reload the page.",
  reload: "Reload",
} satisfies Catalogue["common"]["chunkLoadError"];

/**
 * The chunk-load error (SPEC §1): part of the app did not arrive. Reload fetches the page
 * again, with the files of whatever version is deployed now.
 */
export function ChunkLoadErrorScreen({ setsTitle = true }: { setsTitle?: boolean }) {
  const t = usePageStrings()?.common.chunkLoadError ?? ENGLISH;
  return (
    <main className="page page--centered">
      {/* React hoists this into the head: only for the screen actually shown. */}
      {setsTitle && <title>{t.title}</title>}
      <h1>{t.heading}</h1>
      <p>{t.text}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </main>
  );
}

const BEFORE_HYDRATION_ID = "chunk-load-error";

/**
 * Before the app runs, React cannot show anything: if the page's own chunks fail (a module
 * script or its preload) or have not started the app after 120 s, this small script shows
 * the same screen, rendered hidden by the server (ChunkLoadErrorBeforeHydration).
 */
const WATCH_SCRIPT = `(function () {
  function show() {
    var screen = document.getElementById("${BEFORE_HYDRATION_ID}");
    if (!screen || document.body.dataset.hydrated === "true") return;
    screen.hidden = false;
    document.body.dataset.chunkError = "true";
    screen.querySelector("button").addEventListener("click", function () { location.reload(); });
  }
  addEventListener("error", function (event) {
    var node = event.target;
    var isModule = node instanceof HTMLScriptElement && node.type === "module";
    var isPreload = node instanceof HTMLLinkElement && node.rel === "modulepreload";
    if (isModule || isPreload) show();
  }, true);
  setTimeout(show, ${CHUNK_LOAD_TIMEOUT_MS});
})();`;

/** In the head, before any module script: listens for their failures. */
export function ChunkLoadWatch({ nonce }: { nonce: string }) {
  return <ServerScript nonce={nonce} code={import.meta.env.SSR ? WATCH_SCRIPT : ""} />;
}

export function ChunkLoadErrorBeforeHydration() {
  return (
    <div id={BEFORE_HYDRATION_ID} hidden>
      <ChunkLoadErrorScreen setsTitle={false} />
    </div>
  );
}
