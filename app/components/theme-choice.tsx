import { useId, useState } from "react";
import { useStrings } from "../i18n/strings";
import { COLOR_THEMES, chooseColorTheme, storedColorTheme, type ColorTheme } from "./color-theme";

/** The main menu's colour scheme switch. Rendered only in the open menu, so never on the server. */
export function ThemeChoice() {
  const [theme, setTheme] = useState<ColorTheme>(storedColorTheme);
  const labelId = useId();
  const t = useStrings().common.appearance;
  return (
    <div className="theme-choice" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="theme-choice__label">
        {t.label}
      </span>
      <div className="theme-choice__options">
        {COLOR_THEMES.map((option) => (
          <button
            key={option}
            type="button"
            className="theme-choice__option"
            aria-pressed={theme === option}
            onClick={() => {
              chooseColorTheme(option);
              setTheme(option);
            }}
          >
            {t[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
