import {
  REACTION_SHOWN_MS,
  VOTE_MS,
  type MarkQuestion,
  type MarkQuestionResultMessage,
  type Reaction,
  type TableMessage,
  type TableRefusalMessage,
} from "../../shared/table-talk";

/**
 * The table's talk of one game on this page (docs/api.md, Realtime; docs/decisions/030): the
 * votes open now, the last results, the reactions still shown, and the way to send over the
 * game's open socket. Apart from the game's store: none of it is versioned, and a mark a vote
 * undoes comes to the game's store the way every unmark does.
 */

/** A question as shown here: `until` on this page's clock, whatever the room's says. */
export interface OpenVote extends MarkQuestion {
  until: number;
}
export interface ShownReaction {
  key: number;
  playerId: number;
  emoji: Reaction;
}
export interface TableState {
  votes: readonly OpenVote[];
  results: readonly MarkQuestionResultMessage[];
  reactions: readonly ShownReaction[];
  /** Our own votes, by question id: true to keep. */
  myVotes: Readonly<Record<number, boolean>>;
  refusal: TableRefusalMessage | null;
}

/** How long a vote's result stays on screen. */
export const RESULT_SHOWN_MS = 8_000;
/** A vote whose result never came (a socket that dropped meanwhile) goes this long after its end. */
const LOST_RESULT_MS = 5_000;

const EMPTY: TableState = { votes: [], results: [], reactions: [], myVotes: {}, refusal: null };

class TableStore {
  private state = EMPTY;
  private readonly listeners = new Set<() => void>();
  private nextKey = 1;
  send: ((text: string) => void) | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(change: Partial<TableState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  receive(message: TableMessage) {
    if (message.event === "mark-question") return this.showVote(message.question);
    if (message.event === "mark-question-result") {
      this.set({ votes: this.state.votes.filter((vote) => vote.id !== message.questionId), results: [...this.state.results, message] });
      setTimeout(() => this.set({ results: this.state.results.filter((result) => result !== message) }), RESULT_SHOWN_MS);
      return;
    }
    if (message.event === "reaction") {
      const shown: ShownReaction = { key: this.nextKey++, playerId: message.playerId, emoji: message.emoji };
      this.set({ reactions: [...this.state.reactions, shown] });
      setTimeout(() => this.set({ reactions: this.state.reactions.filter((reaction) => reaction !== shown) }), REACTION_SHOWN_MS);
      return;
    }
    // Said for a while, then gone: a refusal is about one tap, not the rest of the round.
    this.set({ refusal: message });
    setTimeout(() => {
      if (this.state.refusal === message) this.set({ refusal: null });
    }, RESULT_SHOWN_MS);
  }

  private showVote(question: MarkQuestion) {
    const known = this.state.votes.find((vote) => vote.id === question.id);
    const until = known?.until ?? Date.now() + Math.min(VOTE_MS, Math.max(0, question.endsAt - Date.now()));
    const vote: OpenVote = { ...question, until };
    this.set({ votes: known ? this.state.votes.map((each) => (each.id === vote.id ? vote : each)) : [...this.state.votes, vote] });
    if (!known) setTimeout(() => this.set({ votes: this.state.votes.filter((each) => each.id !== question.id) }), until - Date.now() + LOST_RESULT_MS);
  }

  /** Sends over the open socket; false when none is open (the screen says so). */
  say(message: Record<string, unknown>, vote?: { questionId: number; keep: boolean }): boolean {
    if (!this.send) return false;
    this.send(JSON.stringify(message));
    this.set({ refusal: null, ...(vote ? { myVotes: { ...this.state.myVotes, [vote.questionId]: vote.keep } } : {}) });
    return true;
  }
}

const stores = new Map<string, TableStore>();

export function tableStore(code: string): TableStore {
  let store = stores.get(code);
  if (!store) {
    store = new TableStore();
    stores.set(code, store);
  }
  return store;
}

/** The game's socket is open: the table's talk may go over it. */
export function openTableChannel(code: string, send: (text: string) => void) {
  tableStore(code).send = send;
}

export function closeTableChannel(code: string) {
  tableStore(code).send = null;
}

export const askAboutMark = (code: string, entryId: number) => tableStore(code).say({ type: "question", entryId });
export const voteOnMark = (code: string, questionId: number, keep: boolean) =>
  tableStore(code).say({ type: "vote", questionId, keep }, { questionId, keep });
export const react = (code: string, emoji: Reaction) => tableStore(code).say({ type: "react", emoji });
