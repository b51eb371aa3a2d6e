import type { Catalogue } from "../catalogue";

export const play: Catalogue["play"] = {
  words: {
    someone: "alguien",
    someoneAtStart: "Alguien",
    you: "ti",
    theHost: "el anfitrión",
    theHostAtStart: "El anfitrión",
    free: "LIBRE",
    copied: "Copiado",
    seeTheBoard: "Ver el cartón",
    myGames: "Mis partidas",
    prophets: "Profetas",
  },

  game: {
    documentTitle: "Partida · Bingo with friends",
    boardBeingDealt: "Repartiendo tu cartón…",
    callBingo: "Cantar Bingo",
    callBingoFailed: "No se pudo cantar Bingo. Inténtalo de nuevo.",
    firstPlayHint: "Un toque elige, otro marca.",
  },

  roundSummary: "Ronda {round} · Ronda {lastRound}: ganó {winner}",

  roundOver: {
    youWonRound: "Ganaste esta ronda. La ronda terminó.",
    playerWonRound: "{name} ganó esta ronda. La ronda terminó.",
    youWonGame: "Ganaste. La partida terminó.",
    playerWonGame: "{name} ganó. La partida terminó.",
    endedWithoutWinner: "{host} terminó la partida antes de que nadie cantara Bingo.",
    endedInRound: "{host} terminó la partida en la ronda {round}, antes de que nadie cantara Bingo en ella.",
    squaresClosed: "Ya no se pueden marcar casillas.",
  },

  board: {
    label: "Tu cartón de bingo",
    freeSquareLabel: "Casilla libre",
    saving: "{text}, guardando",
    oneAwayLegend: {
      line: "A una del Bingo: una casilla con estrella completa una línea.",
      corners: "A una del Bingo: una casilla con estrella completa las cuatro esquinas.",
      x: "A una del Bingo: una casilla con estrella completa la X.",
      blackout: "A una del Bingo: la casilla con estrella llena el cartón.",
    },
  },

  squareDetail: {
    by: "de {name}",
    markedBy: "marcada por {name}",
    markedByAt: "marcada por {name} a las {time}",
    tapAgainToMark: "Tócala otra vez para marcarla.",
    tapAgainToUnmark: "Tócala otra vez para desmarcarla.",
    nothingSelected: "Toca una casilla para leerla entera; tócala otra vez para marcarla.",
  },

  notices: {
    yourPredictionCameTrue: "Tu predicción se cumplió: {entry}",
    playerPredictionCameTrue: "La predicción de {name} se cumplió: {entry}",
    manyCameTrue: { one: "Se cumplió {count} predicción", other: "Se cumplieron {count} predicciones" },
    markedIt: "La marcó {name}.",
    youOneAway: "Estás a una del Bingo",
    playerOneAway: "{name} está a una del Bingo",
    manyOneAway: "{names} están a una del Bingo",
    manyWithYouOneAway: "{names} están a una del Bingo",
    youInList: "Tú",
    more: { one: "{count} más", other: "{count} más" },
    listComma: ", ",
    listAnd: " y ",
  },

  unmarked: "Desmarcada: {text}",

  connection: {
    reconnecting: "Reconectando…",
    sessionTimedOut: "la sesión caducó, recarga la página para continuar",
  },

  marks: {
    changedMeanwhile: "Alguien más cambió «{entry}» mientras tanto: el cartón muestra su cambio.",
    notMarked: "«{entry}» no se marcó: {reason}",
    roundEndedFirst: "«{entry}» no cambió: la ronda terminó antes de que llegara tu toque.",
    notUnmarked: "«{entry}» no se desmarcó: {reason}",
    somethingWentWrong: "Algo salió mal. Inténtalo de nuevo.",
  },

  winner: {
    bingo: "¡Bingo!",
    youWon: "¡Ganaste!",
    playerWon: "¡{name} ganó!",
    gameAndRound: "{game}, ronda {round}",
    seeTheResult: "Ver el resultado",
  },

  nextRound: {
    waitingFor: "Esperando a que {name} empiece otra ronda",
    theGameCreator: "el anfitrión",
    playAnother: "Jugar otra ronda",
    prepare: "Preparar la siguiente ronda",
    sectionLabel: "Antes de la ronda {round}",
    addPredictions: "Añade predicciones para la próxima ronda o borra las que ya se cumplieron.",
    entriesFor: "Entradas para la ronda {round}",
  },

  waitingPredictions: {
    title: "Tus predicciones para la próxima ronda",
    note: "Llegaron tarde para esta ronda: se añaden en cuanto termine.",
    endedTitle: "Predicciones no añadidas",
    endedNote: "La partida terminó antes de que llegaran.",
    remove: "Quitar",
    removeLabel: "Quitar «{entry}»",
  },

  people: {
    menuLabel: {
      one: "Invitar: ver jugadores e invitar, {count} jugador",
      other: "Invitar: ver jugadores e invitar, {count} jugadores",
    },
    invite: "Invitar",
    loading: "Cargando…",
    gameCode: "Código de la partida {code}",
    copiedToClipboard: "Copiado al portapapeles",
    copyShareLink: "Copiar / compartir enlace",
    shareTitle: "Únete a mi partida de Bingo",
    shareText: "Código de la partida {code}",
    players: "Jugadores",
    online: "(conectado)",
    offline: "(desconectado)",
    host: "anfitrión",
    createdIt: "la creó",
    oneAway: "a una del Bingo",
    remove: "Quitar a {name}",
    removeQuestion: "¿Quitar a {name} de la partida? No podrá volver a unirse.",
    removeConfirm: "Quitar",
    locked: "La partida está cerrada: nadie nuevo puede unirse.",
    prophetCount: { one: "predicción cumplida", other: "predicciones cumplidas" },
  },

  host: {
    makeHost: "Hacer anfitrión",
    makeHostLabel: "Hacer anfitrión: {name}",
    makeHostQuestion:
      "¿Hacer anfitrión a {name}? Podrá empezar y terminar la partida y quitar cualquier predicción o marca, y tú ya no.",
    takeBack: "Recuperar el papel de anfitrión",
    printCards: "Imprimir cartones",
    lockJoining: "Cerrar la partida",
    unlockJoining: "Abrir la partida",
    endGame: "Terminar la partida",
    endGameQuestion: "¿Terminar la partida para todos? Después nadie podrá marcar ni cantar Bingo.",
    tvView: "Vista de TV",
    tvShareTitle: "Vista de TV de nuestra partida de Bingo",
    copyTvLink: "Copiar enlace de TV",
    copyLinkByHand: "Copia este enlace a mano: {link}",
  },

  hostChange: {
    tookOverToYou: "Ahora eres el anfitrión: {from} estuvo unos minutos sin conexión.",
    tookOverFromYou: "{to} es ahora el anfitrión: estuviste unos minutos sin conexión.",
    tookOver: "{to} es ahora el anfitrión: {from} estuvo unos minutos sin conexión.",
    handedOverToYou: "{from} te hizo anfitrión.",
    handedOverByYou: "Hiciste anfitrión a {to}.",
    handedOver: "{from} hizo anfitrión a {to}.",
    ownerBackYou: "Creaste esta partida y vuelves a ser el anfitrión.",
    ownerBack: "{to} creó esta partida y vuelve a ser el anfitrión.",
    hostLeftYou: "Ahora eres el anfitrión: el anterior salió de la partida.",
    hostLeft: "{to} es ahora el anfitrión: el anterior salió de la partida.",
    ok: "OK",
  },

  noLongerPlaying: {
    headerTitle: "Partida",
    status: "Ya no juegas en esta partida.",
    practiceFull: "La partida de práctica estaba llena, así que los que llevaban más tiempo dejaron sitio a los nuevos.",
    joinAgain: "Volver a unirme",
    myGames: "Mis partidas",
  },

  registerNudge: {
    text: "Ten esta partida en todos tus dispositivos: {link}",
    link: "regístrate",
    dismiss: "Cerrar",
  },

  entries: "Entradas",

  share: {
    share: "Compartir",
    iWon: "¡Bingo! ¡Gané!",
    manual: "Aquí no se pudo compartir. Copia este texto:",
  },

  qrLabel: "Código QR del enlace para unirse {url}",

  result: {
    documentTitle: "Resultado · Bingo with friends",
    youWon: "¡Bingo! ¡Ganaste!",
    playerWon: "¡Bingo! ¡{name} ganó!",
    winningLine: "La línea ganadora",
    noWinner: "Sin ganador: {host} terminó la partida antes de que nadie cantara Bingo.",
    noWinnerInRound: "Sin ganador en la ronda {round}: {host} terminó la partida antes de que nadie cantara Bingo en ella.",
    noPredictions: "No se cumplió ninguna predicción.",
    prophetLine: { one: "{name}: {count} predicción cumplida", other: "{name}: {count} predicciones cumplidas" },
    marksInOrder: "Marcas en orden",
  },
  takeOver: {
    offer: "{name} lleva unos minutos desconectado. Tú llevas aquí más tiempo: puedes ser el anfitrión.",
    button: "Ser el anfitrión",
  },
  /** Starter ideas' credit: an idea picked from the packs is nobody's own prophecy (docs/decisions/026). */
  starterIdea: {
    credit: "idea para empezar",
    pickedBy: "una idea para empezar, elegida por {name}",
    cameTrue: "Una idea para empezar se cumplió: {entry}",
    resultLine: { one: "{count} idea para empezar cumplida", other: "{count} ideas para empezar cumplidas" },
  },
  /** Pairing a TV by the code its page shows (app/game/tv-pair-form.tsx, app/routes/tv-pair.tsx). */
  tvPairing: {
    label: "Código que muestra la tele",
    submit: "Mostrar el juego en esa tele",
    paired: "Listo: la tele ya muestra el juego.",
    empty: "Escribe el código que muestra la tele.",
    hint: "En la tele, abre {address}: muestra el código que escribes aquí.",
  },
};
