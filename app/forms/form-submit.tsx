import { FormError } from "./form-error";
import type { FormStatus } from "./form-status";

/** The end of every form: its status under it (SPEC §4, §8) and its submit button. */
export function FormSubmit({
  state,
  label,
  busyLabel = label,
  disabled = false,
}: {
  state: FormStatus;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  const processing = state.status === "processing";
  return (
    <>
      <FormError state={state} />
      <button className="button button--primary" type="submit" disabled={processing || disabled}>
        {processing ? busyLabel : label}
      </button>
    </>
  );
}
