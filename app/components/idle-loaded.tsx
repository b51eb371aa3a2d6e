import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { isChunkLoadError, reportChunkFailure } from "../chunks/chunk-failure";
import { whenIdle } from "./when-idle";

/**
 * A part of a screen that is not needed for its first moments (an open menu's panel): its
 * code is fetched once the page is idle, not with the page, so a phone hydrates sooner. Shown
 * at once if the prefetch brought it, else after `loading` until it comes. Not React's
 * Suspense, whose retry waits on a timer: a page whose timers are held (a test keeping notices
 * up) would show `loading` for good.
 */
export function idleLoaded<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let component: ComponentType<Props> | null = null;
  const fetchComponent = () => load().then((loaded) => (component = loaded));

  /** Fetches the code when the page is idle (a phone without requestIdleCallback: after a second). */
  function usePrefetchWhenIdle() {
    // Showing it tries again if this fails (a phone that lost its network a moment after the page opened).
    useEffect(() => whenIdle(() => void fetchComponent().catch(() => undefined)), []);
  }

  function Shown({ loading, props }: { loading: ReactNode; props: Props }) {
    const [loaded, setLoaded] = useState(() => component);
    useEffect(() => {
      if (loaded) return;
      let cancelled = false;
      fetchComponent().then(
        (found) => !cancelled && setLoaded(() => found),
        // Asked for and not there: the chunk-load error, whose Reload brings it.
        (error: unknown) => isChunkLoadError(error) && reportChunkFailure(error),
      );
      return () => {
        cancelled = true;
      };
    }, [loaded]);
    if (!loaded) return <>{loading}</>;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }

  return { usePrefetchWhenIdle, Shown };
}
