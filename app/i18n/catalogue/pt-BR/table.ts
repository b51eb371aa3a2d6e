import type { Catalogue } from "../catalogue";

export const table: Catalogue["table"] = {
  reactions: {
    label: "Reagir",
    shown: "Reações",
    from: "{name} {emoji}",
    names: {
      "👏": "Aplausos",
      "😂": "Risada",
      "😮": "Surpresa",
      "🎉": "Festa",
      "🍷": "Saúde",
      "❤️": "Amor",
    },
  },
  question: {
    heading: "Contestar uma marcação",
    explain: "Acha que uma casa foi marcada cedo demais? Até 2 minutos depois de uma marcação, pergunte à mesa: todos votam por 20 segundos.",
    none: "Nenhuma marcação dos últimos 2 minutos para contestar.",
    ask: "Contestar “{text}” ({name})",
    notConnected: "Sem conexão: tente de novo daqui a pouco.",
  },
  vote: {
    heading: "Manter esta marcação?",
    asked: "{asker} contesta a marcação de {marker}: “{text}”",
    keep: "👍 Manter",
    undo: "👎 Desfazer",
    secondsLeft: "faltam {seconds} s",
    tally: "Manter {keep} · Desfazer {undo}",
    youMarked: "Você marcou: os outros votam. Não votar conta como manter.",
    noVoteIsKeep: "Não votar conta como manter.",
    youVotedKeep: "Você votou para manter.",
    youVotedUndo: "Você votou para desfazer.",
    bingoWaits: "O Bingo de {name} aguarda esta votação.",
  },
  result: {
    kept: "A mesa manteve “{text}”: Manter {keep} · Desfazer {undo}.",
    undone: "A mesa desfez “{text}”: Manter {keep} · Desfazer {undo}.",
    bingoWithdrawn: "O Bingo foi retirado: a rodada continua.",
  },
  refusals: {
    GAME_NOT_IN_PLAY: "Só dá para contestar marcações durante uma rodada.",
    MARK_NOT_FOUND: "Essa casa não está mais marcada.",
    OWN_MARK: "Essa marcação é sua: toque de novo para desmarcar.",
    QUESTION_TOO_LATE: "Essa marcação tem mais de 2 minutos: não dá mais para contestar.",
    QUESTION_ALREADY_OPEN: "A mesa já está votando essa marcação.",
    QUESTIONS_USED_UP: "Você já contestou 3 marcações nesta rodada: é o máximo.",
    QUESTION_NOT_OPEN: "Essa votação terminou.",
    MARKER_CANNOT_VOTE: "Você marcou: os outros votam.",
    UNKNOWN_REACTION: "Essa reação não é das nossas.",
    REACTION_TOO_SOON: "Uma reação por segundo, por favor.",
  },
};
