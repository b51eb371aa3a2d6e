/** The menu's settings that are not about a game. */
export const settings = {
  language: "Language",
};
