import { useEffect, type Ref } from "react";
import { Form, type FormProps } from "react-router";
import type { FormStatus } from "./form-status";
import { useSchemasOnIntent } from "./schemas-on-intent";

/**
 * Every form of the app (docs/decisions/010): posted to its route's clientAction, so typed
 * values never go into a URL, with uncontrolled fields the action reads from the form data,
 * and the schemas loaded once the visitor starts on it (schemas-on-intent.ts).
 */
export function PostForm({
  state,
  onFocus,
  onPointerDown,
  ...props
}: Omit<FormProps, "method"> & { state: FormStatus; ref?: Ref<HTMLFormElement> }) {
  const loadSchemasOnce = useSchemasOnIntent();
  // A field's own problem (app/forms/form-error.tsx): the person is taken to it, and hears it.
  useEffect(() => {
    if (state.status !== "error" || !state.field) return;
    document.querySelector<HTMLElement>(`form [name="${state.field}"]`)?.focus();
  }, [state]);
  return (
    <Form
      method="post"
      className="form"
      // No browser bubble: the schema's check says each problem beside its field, in the page's
      // language (form-problem.ts); the fields' `required` and `type` stay for the keyboard and autofill.
      noValidate
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
