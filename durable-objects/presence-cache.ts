/**
 * The presence message, built once per change of who is online. Without it every newcomer,
 * every burst's end and every client's `presence` request walked all sockets and decoded
 * their attachments: with one member flooding sockets and requests, that was most of the
 * room's time. Memory only: a room woken from hibernation simply builds it again.
 */
export class PresenceCache {
  private players: string[] | undefined;
  private built: { version: number; key: string; text: string } | undefined;

  /** A socket was accepted or left: the set of online players may have changed. */
  invalidate(): void {
    this.players = undefined;
  }

  /**
   * The text for `version`: rebuilt only if the version moved or the online set really
   * changed (a second tab of someone already online leaves it as it was).
   */
  text(version: number, online: () => string[], render: (players: string[], version: number) => string): string {
    this.players ??= online();
    const key = this.players.join("\n");
    if (this.built?.version !== version || this.built.key !== key) {
      this.built = { version, key, text: render(this.players, version) };
    }
    return this.built.text;
  }
}
