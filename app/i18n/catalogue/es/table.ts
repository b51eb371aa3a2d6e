import type { Catalogue } from "../catalogue";

export const table: Catalogue["table"] = {
  reactions: {
    label: "Reaccionar",
    shown: "Reacciones",
    from: "{name} {emoji}",
    names: {
      "👏": "Aplausos",
      "😂": "Risa",
      "😮": "Sorpresa",
      "🎉": "Fiesta",
      "🍷": "Salud",
      "❤️": "Cariño",
    },
  },
  question: {
    heading: "Cuestionar una marca",
    explain: "¿Crees que una casilla se marcó antes de tiempo? Hasta 2 minutos después de una marca, pregunta a la mesa: todos votan durante 20 segundos.",
    none: "No hay marcas de los últimos 2 minutos para cuestionar.",
    ask: "Cuestionar «{text}» ({name})",
    notConnected: "Sin conexión: vuelve a intentarlo en un momento.",
  },
  vote: {
    heading: "¿Mantener esta marca?",
    asked: "{asker} cuestiona la marca de {marker}: «{text}»",
    keep: "👍 Mantener",
    undo: "👎 Deshacer",
    secondsLeft: "quedan {seconds} s",
    tally: "Mantener {keep} · Deshacer {undo}",
    youMarked: "La marcaste tú: votan los demás. No votar cuenta como mantener.",
    noVoteIsKeep: "No votar cuenta como mantener.",
    youVotedKeep: "Votaste mantenerla.",
    youVotedUndo: "Votaste deshacerla.",
    bingoWaits: "El Bingo de {name} espera a esta votación.",
  },
  result: {
    kept: "La mesa mantiene «{text}»: Mantener {keep} · Deshacer {undo}.",
    undone: "La mesa deshace «{text}»: Mantener {keep} · Deshacer {undo}.",
    bingoWithdrawn: "El Bingo queda retirado: la ronda continúa.",
  },
  refusals: {
    GAME_NOT_IN_PLAY: "Solo se pueden cuestionar marcas mientras se juega una ronda.",
    MARK_NOT_FOUND: "Esa casilla ya no está marcada.",
    OWN_MARK: "Es tu propia marca: tócala otra vez para desmarcarla.",
    QUESTION_TOO_LATE: "Esa marca tiene más de 2 minutos: ya no se puede cuestionar.",
    QUESTION_ALREADY_OPEN: "La mesa ya está votando esa marca.",
    QUESTIONS_USED_UP: "Ya has cuestionado 3 marcas en esta ronda: es el máximo.",
    QUESTION_NOT_OPEN: "Esa votación ha terminado.",
    MARKER_CANNOT_VOTE: "La marcaste tú: votan los demás.",
    UNKNOWN_REACTION: "Esa reacción no es de las nuestras.",
    REACTION_TOO_SOON: "Una reacción por segundo, por favor.",
  },
};
