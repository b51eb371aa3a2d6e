/**
 * The colour scheme chosen in the main menu: "system" follows prefers-color-scheme, the
 * others override it. Stored in localStorage and set as <html data-theme> (app.css reads it).
 */
export const COLOR_THEMES = ["system", "light", "dark"] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];

const STORAGE_KEY = "bingo-color-theme";

/**
 * Runs inline in <head> before the first paint, so a dark choice never flashes light.
 * Storage may be blocked (private modes); the system's scheme then applies.
 */
export const APPLY_STORED_THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export function storedColorTheme(): ColorTheme {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

export function chooseColorTheme(theme: ColorTheme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Not remembered, but applied for this page.
  }
}
