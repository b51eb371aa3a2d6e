/**
 * The predictions of the shared practice game (docs/decisions/008): light-hearted holiday
 * moments anyone can imagine, so a visitor can try selecting, marking and calling Bingo
 * before inviting their own family. More than 24, so boards differ from player to player.
 */
export const PRACTICE_GAME = {
  name: "Practice game",
  description: "A game for everyone to try: mark what happens, get five in a row, call Bingo!",
  /** Screen name of the house player who wrote the entries (every entry needs an author). */
  hostName: "Practice host",
  entries: [
    "Someone asks for more wine",
    "The turkey takes longer than planned",
    "A cracker joke makes everyone groan",
    "Someone falls asleep on the sofa",
    "The dog steals food from the table",
    "A paper crown is worn all evening",
    "Someone burns the roast potatoes",
    "A sweater with a reindeer on it",
    "Someone sings along to the radio",
    "The fairy lights stop working",
    "A present is wrapped in newspaper",
    "Someone says it is their last mince pie",
    "The board game ends in an argument",
    "Grandpa tells the same story again",
    "Someone gets socks as a present",
    "A phone call from a faraway relative",
    "Snow is mentioned at least three times",
    "Someone forgets where they hid a gift",
    "The cat sits in an empty box",
    "Too many desserts to choose from",
    "Someone takes a photo of the table",
    "A toast that goes on far too long",
    "The gravy boat runs dry",
    "Someone opens a present early",
    "The tree drops its needles everywhere",
    "A child asks if it is time yet",
    "Someone wears matching pyjamas",
    "Leftovers are packed for everyone",
    "The oven timer goes off and nobody moves",
    "Someone hums a carol all day",
  ],
} as const;
