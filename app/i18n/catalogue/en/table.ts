/**
 * The table's talk (docs/decisions/030): a mark questioned and the vote on it, and reactions,
 * on phones and the TV. `{name}`, `{asker}`, `{marker}`: screen names; `{text}`: a prediction.
 */
export const table = {
  reactions: {
    /** The group of reaction buttons, and where the reactions sent show. */
    label: "React",
    shown: "Reactions",
    /** A reaction shown: {name} sent {emoji}. */
    from: "{name} {emoji}",
    /** Each reaction's name, for screen readers (the buttons show the emoji). */
    names: {
      "👏": "Applause",
      "😂": "Laughing",
      "😮": "Surprised",
      "🎉": "Party",
      "🍷": "Cheers",
      "❤️": "Love",
    },
  },
  question: {
    /** The disclosure under the board listing the marks that may still be questioned. */
    heading: "Question a mark",
    explain: "Think a square was marked too soon? Within 2 minutes of a mark, ask the table: everyone votes for 20 seconds.",
    none: "No mark of the last 2 minutes to question.",
    /** {text}: the prediction; {name}: who marked it. */
    ask: "Question “{text}” ({name})",
    notConnected: "Not connected: try again in a moment.",
  },
  vote: {
    /** The vote's panel, on every phone and the TV. */
    heading: "Keep this mark?",
    /** {asker} questions the mark {marker} made on {text}. */
    asked: "{asker} questions {marker}'s mark: “{text}”",
    keep: "👍 Keep",
    undo: "👎 Undo",
    /** {seconds}: what is left of the vote. */
    secondsLeft: "{seconds} s left",
    tally: "Keep {keep} · Undo {undo}",
    youMarked: "You marked it: the others vote. No vote counts as keep.",
    noVoteIsKeep: "No vote counts as keep.",
    youVotedKeep: "You voted to keep it.",
    youVotedUndo: "You voted to undo it.",
    /** The round's Bingo rests on the questioned mark: {name} is the winner. */
    bingoWaits: "{name}'s Bingo waits for this vote.",
  },
  result: {
    kept: "The table kept “{text}”: Keep {keep} · Undo {undo}.",
    undone: "The table undid “{text}”: Keep {keep} · Undo {undo}.",
    /** Said with `undone` when the round's Bingo rested on the mark. */
    bingoWithdrawn: "The Bingo is withdrawn: the round goes on.",
  },
  /** The room's refusals of the table's talk, by code (docs/api.md, Realtime). */
  refusals: {
    GAME_NOT_IN_PLAY: "Marks can only be questioned while a round is played.",
    MARK_NOT_FOUND: "That square is no longer marked.",
    OWN_MARK: "That is your own mark: tap it again to unmark it.",
    QUESTION_TOO_LATE: "That mark is more than 2 minutes old: it can no longer be questioned.",
    QUESTION_ALREADY_OPEN: "The table is already voting on that mark.",
    QUESTIONS_USED_UP: "You have questioned 3 marks this round: that is the most.",
    QUESTION_NOT_OPEN: "That vote is over.",
    MARKER_CANNOT_VOTE: "You marked it: the others vote.",
    UNKNOWN_REACTION: "That reaction is not one of ours.",
    REACTION_TOO_SOON: "One reaction a second, please.",
  },
};
