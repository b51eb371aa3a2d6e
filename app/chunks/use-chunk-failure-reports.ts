import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, reportChunkFailure } from "./chunk-failure";
import { isOptionalChunkFailure } from "./optional-chunks";

/**
 * Turns the ways a chunk can fail into the chunk-load error screen:
 * - an `import()` in our code (or a file it needs) that failed and that nothing handled, unless
 *   it is a file the app is whole without (optional-chunks.ts). A failure that is handled is
 *   its caller's: a fetch ahead that failed offline, which showing the piece tries again; a
 *   piece the screen works without (optional-piece.tsx); the live socket's code, tried again
 *   once the browser is back online (use-game-socket.ts). A failed file its screen cannot do
 *   without reaches the root's error boundary by itself (a lazy screen). Not every failed file
 *   as the build's import helper reports it (`vite:preloadError`): a menu fetched ahead that
 *   failed offline would take the whole screen away (docs/decisions/038);
 * - a route's module that failed to load (`bingo:route-module-failed`, which the build has React
 *   Router raise instead of reloading the page: scripts/vite-route-module-failure.ts);
 * - a navigation still loading after the spec's 120 s: React Router loads a route's module when
 *   the route is first visited, with no time-out of its own (and whatever else holds a
 *   navigation that long, a reload is the way out of it too).
 */
export function useChunkFailureReports() {
  useEffect(() => {
    const onUnhandled = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && !isOptionalChunkFailure(event.reason)) reportChunkFailure(event.reason);
    };
    const onRouteModuleFailed = (event: Event) => reportChunkFailure((event as Event & { payload?: unknown }).payload);
    window.addEventListener("unhandledrejection", onUnhandled);
    window.addEventListener("bingo:route-module-failed", onRouteModuleFailed);
    return () => {
      window.removeEventListener("unhandledrejection", onUnhandled);
      window.removeEventListener("bingo:route-module-failed", onRouteModuleFailed);
    };
  }, []);

  const navigation = useNavigation();
  const pendingKey = navigation.state === "idle" ? null : navigation.location.key;
  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(
      () => reportChunkFailure(new ChunkLoadError("The next screen did not load in time.")),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    // Tells assistive technology the page is changing; set only once the time-out runs, so a
    // test holding a fake clock knows when the 120 s have started.
    document.body.setAttribute("aria-busy", "true");
    return () => {
      clearTimeout(timer);
      document.body.removeAttribute("aria-busy");
    };
  }, [pendingKey]);
}
