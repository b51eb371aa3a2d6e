import type { FormStatus } from "./form-status";

/** The message shown under a form when it failed (SPEC §8). */
export function FormError({ state }: { state: FormStatus }) {
  if (state.status !== "error") return null;
  return (
    <p className="form-error" role="alert">
      {state.body}
    </p>
  );
}
