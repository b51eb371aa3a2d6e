/** Year after year (docs/decisions/031): play again next year, its links and invitations, the family record. */
export const year = {
  /** The host's button on a finished game's result screen, and on My Games. */
  playAgain: {
    heading: "Next year",
    button: "Play again next year",
    seedLegend: "Take into next year's game",
    seedUnfulfilled: "The predictions that did not come true",
    seedAll: "All the predictions",
    working: "Making next year's game…",
  },
  /** Between a game and the one played again from it (the result and setup screens). */
  links: {
    playedAgainAs: "Played again as {name}",
    playedBefore: "Played before as {name}",
    joinNext: "Join {name}",
    record: "The family record",
  },
  /** My Games: a game played again from one of yours that you have not joined yet. */
  invites: {
    heading: "Played again",
    line: "{from} was played again as {name}",
    join: "Join",
    joining: "Joining…",
  },
  /** The family record (app/routes/record.tsx). */
  record: {
    title: "Family record · Bingo with friends",
    heading: "The family record",
    loading: "Loading the record…",
    notFound: "No record for this game, or you have not played in it.",
    person: "Who",
    cameTrue: { one: "{count} prediction came true", other: "{count} predictions came true" },
    bingos: { one: "{count} Bingo", other: "{count} Bingos" },
    /** A 2nd or 3rd place won that year ("2nd place"). */
    placeWon: "{place} place",
    nothing: "Nothing came true",
    notPlaying: "Not playing",
    share: "Share as a picture",
    sharing: "Making the picture…",
    saved: "The picture is in your downloads.",
    shareTitle: "{name}: our family record",
    back: "Back to the game",
  },
};
