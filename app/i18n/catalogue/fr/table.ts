import type { Catalogue } from "../catalogue";

export const table: Catalogue["table"] = {
  reactions: {
    label: "Réagir",
    shown: "Réactions",
    from: "{name} {emoji}",
    names: {
      "👏": "Applaudissements",
      "😂": "Rire",
      "😮": "Surprise",
      "🎉": "Fête",
      "🍷": "Santé",
      "❤️": "Cœur",
    },
  },
  question: {
    heading: "Contester une marque",
    explain: "Une case marquée trop tôt ? Dans les 2 minutes qui suivent une marque, demandez à la tablée : tout le monde vote pendant 20 secondes.",
    none: "Aucune marque des 2 dernières minutes à contester.",
    ask: "Contester « {text} » ({name})",
    notConnected: "Pas de connexion : réessayez dans un instant.",
  },
  vote: {
    heading: "Garder cette marque ?",
    asked: "{asker} conteste la marque de {marker} : « {text} »",
    keep: "👍 Garder",
    undo: "👎 Annuler",
    secondsLeft: "encore {seconds} s",
    tally: "Garder {keep} · Annuler {undo}",
    youMarked: "Vous l’avez marquée : les autres votent. Ne pas voter compte comme garder.",
    noVoteIsKeep: "Ne pas voter compte comme garder.",
    youVotedKeep: "Vous avez voté pour la garder.",
    youVotedUndo: "Vous avez voté pour l’annuler.",
    bingoWaits: "Le Bingo de {name} attend ce vote.",
  },
  result: {
    kept: "La tablée garde « {text} » : Garder {keep} · Annuler {undo}.",
    undone: "La tablée annule « {text} » : Garder {keep} · Annuler {undo}.",
    bingoWithdrawn: "Le Bingo est retiré : la manche continue.",
  },
  refusals: {
    GAME_NOT_IN_PLAY: "On ne conteste une marque que pendant une manche.",
    MARK_NOT_FOUND: "Cette case n’est plus marquée.",
    OWN_MARK: "C’est votre propre marque : touchez-la à nouveau pour l’enlever.",
    QUESTION_TOO_LATE: "Cette marque a plus de 2 minutes : on ne peut plus la contester.",
    QUESTION_ALREADY_OPEN: "La tablée vote déjà sur cette marque.",
    QUESTIONS_USED_UP: "Vous avez contesté 3 marques dans cette manche : c’est le maximum.",
    QUESTION_NOT_OPEN: "Ce vote est terminé.",
    MARKER_CANNOT_VOTE: "Vous l’avez marquée : les autres votent.",
    UNKNOWN_REACTION: "Cette réaction n’existe pas chez nous.",
    REACTION_TOO_SOON: "Une réaction par seconde, s’il vous plaît.",
  },
};
