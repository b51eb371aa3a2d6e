import { useEffect, useRef, type Ref } from "react";
import { Form, type FormProps } from "react-router";
import type { FormStatus } from "./form-status";
import { loadSchemas } from "./form-action";
import { visitorHasBegun } from "./visitor-has-begun";

/**
 * Every form of the app (docs/decisions/010): posted to its route's clientAction, so typed
 * values never go into a URL, with uncontrolled fields the action reads from the form data.
 * The schemas are loaded once the visitor starts on the form (or had before the page
 * hydrated), so sending does not wait for them; loading them as soon as the page was
 * interactive ran zod on every page view, a long task on a phone's first second.
 */
export function PostForm({
  state,
  onFocus,
  onPointerDown,
  ...props
}: Omit<FormProps, "method"> & { state: FormStatus; ref?: Ref<HTMLFormElement> }) {
  const schemasAsked = useRef(false);
  const loadSchemasOnce = () => {
    if (schemasAsked.current) return;
    schemasAsked.current = true;
    loadSchemas().catch(() => undefined); // sending loads them again, and reports a failure
  };
  useEffect(() => {
    if (visitorHasBegun()) loadSchemasOnce();
  }, []);
  // A field's own problem (app/forms/form-error.tsx): the person is taken to it, and hears it.
  useEffect(() => {
    if (state.status !== "error" || !state.field) return;
    document.querySelector<HTMLElement>(`form [name="${state.field}"]`)?.focus();
  }, [state]);
  return (
    <Form
      method="post"
      className="form"
      aria-busy={state.status === "processing"}
      onFocus={(event) => {
        loadSchemasOnce();
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        loadSchemasOnce();
        onPointerDown?.(event);
      }}
      {...props}
    />
  );
}
