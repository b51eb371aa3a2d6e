/** SPEC §1: the product is made by a studio to lighten up holiday gatherings. */
export const STUDIO_NAME = "Tinsel & Tile Studio";
