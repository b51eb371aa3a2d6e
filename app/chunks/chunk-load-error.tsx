import { CHUNK_LOAD_TIMEOUT_MS } from "./chunk-failure";

/**
 * The chunk-load error (SPEC §1): part of the app did not arrive. Reload fetches the page
 * again, with the files of whatever version is deployed now.
 */
export function ChunkLoadErrorScreen({ setsTitle = true }: { setsTitle?: boolean }) {
  return (
    <main className="page page--centered">
      {/* React hoists this into the head: only for the screen actually shown. */}
      {setsTitle && <title>Could not load · Bingo with friends</title>}
      <h1>Could not load the app</h1>
      <p>Part of the app did not arrive. Check your connection, then reload the page.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
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
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WATCH_SCRIPT }} />;
}

export function ChunkLoadErrorBeforeHydration() {
  return (
    <div id={BEFORE_HYDRATION_ID} hidden>
      <ChunkLoadErrorScreen setsTitle={false} />
    </div>
  );
}
