import { useStrings } from "../i18n/strings";
import { fieldProblem } from "./form-error";
import { INITIAL, type FormStatus } from "./form-status";

/**
 * The name a player goes by in a game: Create Game, Join Game and the practice join. No
 * maxLength: a name over the limit is said next to the field, not cut off silently.
 */
export function ScreenNameField({ required = false, state = INITIAL }: { required?: boolean; state?: FormStatus }) {
  const t = useStrings();
  const problem = fieldProblem(state, "screenName");
  return (
    <label className="field">
      <span>{t.common.form.screenName}</span>
      <input name="screenName" autoComplete="nickname" required={required} {...problem.attributes} />
      {problem.message}
    </label>
  );
}
