import { LIMITS } from "../../shared/constants";
import { useStrings } from "../i18n/strings";

/** The name a player goes by in a game: Create Game, Join Game and the practice join. */
export function ScreenNameField({ required = false }: { required?: boolean }) {
  const t = useStrings();
  return (
    <label className="field">
      <span>{t.common.form.screenName}</span>
      <input name="screenName" autoComplete="nickname" required={required} maxLength={LIMITS.screenName.max} />
    </label>
  );
}
