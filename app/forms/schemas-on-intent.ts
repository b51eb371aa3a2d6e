import { useEffect, useRef } from "react";
import { loadSchemas } from "./load-schemas";
import { visitorHasBegun } from "./visitor-has-begun";

/**
 * Loads the forms' schemas once the visitor starts on a form (or had before the page
 * hydrated), so sending does not wait for them, nor finds them missing when the phone went
 * offline since. Loading them as soon as the page was interactive ran zod on every page view,
 * a long task on a phone's first second. Returns what the form calls on focus and on a tap.
 */
export function useSchemasOnIntent(): () => void {
  const asked = useRef(false);
  const loadOnce = () => {
    if (asked.current) return;
    asked.current = true;
    // Sending loads them again, and copes with their absence (handleForm).
    loadSchemas().catch(() => undefined);
  };
  useEffect(() => {
    if (visitorHasBegun()) loadOnce();
  }, []);
  return loadOnce;
}
