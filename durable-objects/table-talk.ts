import {
  REACTION_EVERY_MS,
  isReaction,
  voteOutcome,
  type TableMessage,
  type TableRefusalCode,
  type TableRefusalMessage,
} from "../shared/table-talk";
import type { UndoneMark } from "../workers/games/undo-questioned-mark.server";
import type { TableTalkMessage } from "./client-message";
import { MarkQuestions, type QuestionRow } from "./mark-questions";
import type { RoomAlarms } from "./room-alarms";
import { hasTable } from "./room-table";
import { sendText } from "./send-text";
import { readPlayerAttachment, type SocketAttachment } from "./socket-attachment";
import { SlidingWindow } from "./sliding-window";

/** The alarm that ends the table's votes (composed with the others in room-alarms.ts). */
export const QUESTION_ALARM = "question-vote";

/** What the table's talk asks of the game its room holds. */
export interface TableTalkGame {
  /** The room's tables up to date; false where the room holds no game (the practice game). */
  tablesReady(): Promise<boolean>;
  /** A mark voted down, undone as the room's change; its versioned message goes out first. */
  undoQuestionedMark(mark: { entryId: number; markedAt: number; round: number }): Promise<UndoneMark>;
}

/**
 * The table's talk over the sockets (docs/api.md, Realtime; docs/decisions/030): a mark
 * questioned, the vote on it ended by its alarm (or once all have voted), and reactions. What it
 * says goes to every socket, the TV views' too; a refusal only to the socket that asked.
 */
export class TableTalk {
  /** At most one reaction a second per player, over all their sockets. In memory, as the mark budget. */
  private readonly reactionBudget = new SlidingWindow(1, REACTION_EVERY_MS);
  private questionsKept: MarkQuestions | undefined;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly alarms: RoomAlarms,
    private readonly game: TableTalkGame,
  ) {}

  private get questions(): MarkQuestions {
    return (this.questionsKept ??= new MarkQuestions(this.ctx.storage.sql));
  }

  async message(socket: WebSocket, { playerCode, playerId }: SocketAttachment, message: TableTalkMessage): Promise<void> {
    if (message.type === "react") {
      if (!isReaction(message.emoji)) return refuse(socket, "react", "UNKNOWN_REACTION");
      if (!this.reactionBudget.allow(playerCode)) return refuse(socket, "react", "REACTION_TOO_SOON");
      return this.tellEveryone({ event: "reaction", playerId, emoji: message.emoji, at: Date.now() });
    }
    const about = message.type;
    // A room that holds no game (the practice game) has no votes: nothing written for it.
    if (!(await this.game.tablesReady())) return refuse(socket, about, "GAME_NOT_IN_PLAY");
    if (message.type === "question") {
      const asked = this.questions.ask(playerId, message.entryId, this.onlinePlayerIds(), Date.now());
      if (typeof asked === "string") return refuse(socket, about, asked);
      this.alarms.schedule(QUESTION_ALARM, asked.ends_at);
      await this.alarms.sync();
      return this.tellEveryone({ event: "mark-question", question: this.questions.view(asked) });
    }
    const voted = this.questions.vote(playerId, message.questionId, message.keep);
    if (typeof voted === "string") return refuse(socket, about, voted);
    this.tellEveryone({ event: "mark-question", question: this.questions.view(voted) });
    if (this.questions.allVoted(voted)) await this.end(voted);
  }

  /** The votes still open, to a socket that just connected (a phone back, a TV view). */
  async welcome(socket: WebSocket): Promise<void> {
    // Read without making a table: a room that never held a vote has none open.
    if (!hasTable(this.ctx.storage.sql, "mark_questions")) return;
    for (const row of this.questions.open()) {
      sendText([socket], JSON.stringify({ event: "mark-question", question: this.questions.view(row) } satisfies TableMessage));
    }
  }

  /** The alarm: every vote over by now ends, and the alarm is kept for the next. */
  async endDue(now: number): Promise<void> {
    if (!(await this.game.tablesReady())) return;
    for (const row of this.questions.due(now)) await this.end(row);
    const next = this.questions.nextEnd();
    if (next !== null) this.alarms.schedule(QUESTION_ALARM, next);
  }

  /**
   * A vote's end: the mark undone first (its versioned change reaches everyone before the
   * result), then the question closed. Undoing is a no-op for a mark no longer there, so an end
   * run again after a crash changes nothing twice.
   */
  private async end(row: QuestionRow): Promise<void> {
    const { keep, undo, voters } = this.questions.view(row);
    const outcome = this.questions.stillInPlay(row) ? voteOutcome(undo, voters) : "kept";
    const undone =
      outcome === "undone"
        ? await this.game.undoQuestionedMark({ entryId: row.entry_id, markedAt: row.marked_at, round: row.round })
        : { undone: false, bingoWithdrawn: false };
    this.questions.close(row.id, outcome);
    this.tellEveryone({
      event: "mark-question-result",
      questionId: row.id,
      entryId: row.entry_id,
      outcome,
      keep,
      undo,
      bingoWithdrawn: undone.bingoWithdrawn,
    });
  }

  private onlinePlayerIds(): number[] {
    return this.ctx.getWebSockets().flatMap((socket) => {
      const attachment = readPlayerAttachment(socket);
      return attachment ? [attachment.playerId] : [];
    });
  }

  private tellEveryone(message: TableMessage): void {
    sendText(this.ctx.getWebSockets(), JSON.stringify(message));
  }
}

function refuse(socket: WebSocket, about: TableRefusalMessage["about"], code: TableRefusalCode): void {
  const message: TableRefusalMessage = { event: "table-refusal", about, code, errors: {} };
  sendText([socket], JSON.stringify(message));
}
