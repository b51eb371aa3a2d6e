import { useEffect, type Ref } from "react";
import { Form, type FormProps } from "react-router";
import type { FormStatus } from "./form-status";
import { loadSchemas } from "./form-action";

/**
 * Every form of the app (docs/decisions/010): posted to its route's clientAction, so typed
 * values never go into a URL, with uncontrolled fields the action reads from the form data.
 * Once the page is interactive the schemas are fetched, so sending does not wait for them.
 */
export function PostForm({
  state,
  ...props
}: Omit<FormProps, "method"> & { state: FormStatus; ref?: Ref<HTMLFormElement> }) {
  useEffect(() => {
    loadSchemas().catch(() => undefined); // sending loads them again, and reports a failure
  }, []);
  return <Form method="post" className="form" aria-busy={state.status === "processing"} {...props} />;
}
