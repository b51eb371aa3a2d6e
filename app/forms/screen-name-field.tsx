import { LIMITS } from "../../shared/constants";

/** The name a player goes by in a game: Create Game, Join Game and the practice join. */
export function ScreenNameField({ required = false }: { required?: boolean }) {
  return (
    <label className="field">
      <span>What would you like to be called?</span>
      <input name="screenName" autoComplete="nickname" required={required} maxLength={LIMITS.screenName.max} />
    </label>
  );
}
