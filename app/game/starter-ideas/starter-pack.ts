/**
 * Starter ideas: themed packs of predictions a creator can add to the
 * pool in a couple of taps. One file per language, loaded only when the setup screen opens
 * the ideas, so a phone fetches its own language's packs and no other.
 */
export const STARTER_PACK_IDS = [
  "holidays",
  "wedding",
  "birthday",
  "baby-shower",
  "office-party",
  "game-night",
  "road-trip",
] as const;

export type StarterPackId = (typeof STARTER_PACK_IDS)[number];

export interface StarterPack {
  /** Also the key of the pack's name in the catalogue (`setup.starterIdeas.themes`). */
  id: StarterPackId;
  /** Predictions, each a thing people at such a party can see happen. */
  ideas: readonly string[];
}
