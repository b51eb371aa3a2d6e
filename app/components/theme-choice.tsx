import { useId, useState } from "react";
import { COLOR_THEMES, chooseColorTheme, storedColorTheme, type ColorTheme } from "./color-theme";

const LABELS: Record<ColorTheme, string> = { system: "System", light: "Light", dark: "Dark" };

/** The main menu's colour scheme switch. Rendered only in the open menu, so never on the server. */
export function ThemeChoice() {
  const [theme, setTheme] = useState<ColorTheme>(storedColorTheme);
  const labelId = useId();
  return (
    <div className="theme-choice" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="theme-choice__label">
        Appearance
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
            {LABELS[option]}
          </button>
        ))}
      </div>
    </div>
  );
}
