import { randomBase64Url } from "../shared/random-token";

/** Where the room keeps its game's viewer key. */
const STORAGE_KEY = "tv:viewer-key";

/**
 * The game's viewer key (docs/decisions/018-tv-view.md), kept in the room's own storage: the
 * room is the record of the live game, and it is where the key is needed, since it mints the
 * tickets of the sockets the key opens. Minted on the host's first ask and the same after,
 * through eviction and restarts, so a TV left on keeps working, until the host role moves or
 * a player leaves: then it is forgotten, and the host's next ask mints another.
 */
export class ViewerKey {
  constructor(private readonly storage: DurableObjectStorage) {}

  /**
   * The key, minted on the first ask. The read and the write cannot interleave with another
   * call: the room's input gate holds other events while storage is read, so two hosts' first
   * asks at once get the same key.
   */
  async keyOrMint(): Promise<string> {
    const kept = await this.storage.get<string>(STORAGE_KEY);
    if (kept) return kept;
    const key = randomViewerKey();
    await this.storage.put(STORAGE_KEY, key);
    return key;
  }

  /** Forgets the key, if there is one: whether there was. A room without one writes nothing. */
  async forget(): Promise<boolean> {
    if ((await this.storage.get<string>(STORAGE_KEY)) === undefined) return false;
    await this.storage.delete(STORAGE_KEY);
    return true;
  }

  /** Whether `candidate` is the key. Asking writes nothing, and mints nothing. */
  async matches(candidate: string): Promise<boolean> {
    const kept = await this.storage.get<string>(STORAGE_KEY);
    return kept !== undefined && sameInConstantTime(kept, candidate);
  }
}

/** Compares every character whatever differs first, so timing says nothing of how much of a guess was right. */
function sameInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** 128 random bits, base64url without padding (shared/viewer-key.ts's form). */
const randomViewerKey = () => randomBase64Url(16);
