/**
 * A game's viewer key (docs/decisions/018-tv-view.md): what lets a screen in the room, such
 * as a TV, follow the game without signing in. It reads what every player of the game sees,
 * and nothing else; it marks nothing. The game's room mints and keeps it; the host hands it
 * on as a link whose fragment holds it, so it never reaches a server log.
 */

/** 128 random bits, base64url without padding: 22 characters. */
const VIEWER_KEY_FORM = /^[A-Za-z0-9_-]{22}$/;

/** Whether `key` could be a viewer key at all: anything else is refused before any lookup. */
export function isViewerKeyForm(key: string | null | undefined): key is string {
  return typeof key === "string" && VIEWER_KEY_FORM.test(key);
}

/**
 * The header that carries the key on `GET /games/{code}/tv` and on the ask for its socket's
 * ticket (browsers send it from script): never in a URL, which servers log.
 */
export const VIEWER_KEY_HEADER = "X-Viewer-Key";

/** The fragment parameter of the TV page's link. */
const LINK_FRAGMENT_KEY = "key";

/** The TV page of a game, the key in the fragment (never sent to any server). */
export function tvViewPath(gameCode: string, key: string): string {
  return `/tv/${gameCode}/#${LINK_FRAGMENT_KEY}=${key}`;
}

/** The key in a TV page's fragment (`#key=…`), or null when there is none of its form. */
export function viewerKeyFromFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get(LINK_FRAGMENT_KEY);
  return isViewerKeyForm(key) ? key : null;
}
