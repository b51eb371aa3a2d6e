import type { FormStatus } from "./form-status";

/** The message shown under a form when it failed (SPEC §8), unless it is a field's own. */
export function FormError({ state }: { state: FormStatus }) {
  if (state.status !== "error" || state.field) return null;
  return (
    <p className="form-error" role="alert">
      {state.body}
    </p>
  );
}

/**
 * A field's own problem, said right under it: `attributes` go on the field (invalid, and
 * described by the message, which a screen reader reads when PostForm focuses it).
 */
export function fieldProblem(state: FormStatus, name: string) {
  const id = `${name}-problem`;
  if (state.status !== "error" || state.field !== name) return { attributes: {}, message: null };
  return {
    attributes: { "aria-invalid": true, "aria-describedby": id },
    message: (
      <span className="field-problem" id={id}>
        {state.body}
      </span>
    ),
  };
}
