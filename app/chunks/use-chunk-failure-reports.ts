import { useEffect } from "react";
import { useNavigation } from "react-router";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, reportChunkFailure } from "./chunk-failure";
import { isOptionalChunkFailure } from "./optional-chunks";

/**
 * Turns the ways a chunk can fail into the chunk-load error screen:
 * - Vite's `vite:preloadError`, raised when an `import()` in our code (or a file it needs) fails,
 *   unless it is a file the app is whole without (optional-chunks.ts), whose caller copes;
 * - a navigation still loading after the spec's 120 s: React Router loads a route's module when
 *   the route is first visited, with no time-out of its own (and whatever else holds a
 *   navigation that long, a reload is the way out of it too).
 */
export function useChunkFailureReports() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const failure = (event as Event & { payload?: unknown }).payload;
      if (!isOptionalChunkFailure(failure)) reportChunkFailure(failure);
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
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
