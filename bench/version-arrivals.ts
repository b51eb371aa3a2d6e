/**
 * What one socket of bench:global has received: when each game version first arrived with a
 * change, and how many players its latest presence listed. The timed paths wait on these.
 */
import type { RealtimeMessage } from "./bench-sockets.ts";

interface Waiter {
  isDone: () => boolean;
  done: () => void;
}

export class VersionArrivals {
  /** Version → when the first message bringing a change of that version arrived. */
  private readonly changes = new Map<number, number>();
  private online = 0;
  /** The highest version any message brought: what the app's store would hold (nearly). */
  latest = 0;
  private waiters: Waiter[] = [];

  /** Answers to marks sent over this socket, by their id. */
  private readonly answers = new Map<string, { version?: number }>();

  /** Feed every message of the socket here (a MessageHandler). */
  readonly received = (message: RealtimeMessage, at: number): void => {
    if ((message as { event: string }).event === "mark-answer") {
      const answer = message as unknown as { id: string; version?: number };
      this.answers.set(answer.id, answer);
      return this.wake();
    }
    const presence = message.data.onlinePlayers?.[0];
    if (presence) this.online = presence.players.length;
    this.latest = Math.max(this.latest, message.version);
    // Presence alone carries the version but brings no change of it.
    const bringsChange = Object.keys(message.data).some((key) => key !== "onlinePlayers");
    if (bringsChange && !this.changes.has(message.version)) this.changes.set(message.version, at);
    this.wake();
  };

  private wake() {
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.isDone()) return true;
      waiter.done();
      return false;
    });
  }

  /** The room's answer to the mark with this id, sent over this socket; waits at most `timeoutMs`. */
  async answerOf(id: string, timeoutMs: number): Promise<{ version?: number }> {
    await this.until(() => this.answers.has(id), timeoutMs, `the answer to mark ${id}`);
    return this.answers.get(id)!;
  }

  /** When `version` arrived with its change; waits for it, at most `timeoutMs`. */
  async arrivalOf(version: number, timeoutMs: number): Promise<number> {
    await this.until(() => this.changes.has(version), timeoutMs, `version ${version}`);
    return this.changes.get(version)!;
  }

  /** Resolves once a presence message has listed at least `players` online. */
  async seesOnline(players: number, timeoutMs: number): Promise<void> {
    await this.until(() => this.online >= players, timeoutMs, `${players} players online`);
  }

  private until(isDone: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (isDone()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== entry);
        reject(new Error(`a socket waited ${timeoutMs} ms for ${what} in vain`));
      }, timeoutMs);
      const entry: Waiter = {
        isDone,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(entry);
    });
  }
}
