import type { Messages } from "./messages";

/** What the server says in words, in Spanish (see ./en.ts). */
export const messages: Messages = {
  refusals: {
    // Partidas y entradas
    gameNotFound: "No hay ninguna partida con este código, o no te has unido a ella.",
    entryNotFound: "Esa entrada no está en ninguna de tus partidas.",
    paymentRequired: "Ya has creado una partida. Con un pase puedes crear todas las partidas que quieras durante 90 días.",
    onlyCreatorCanStart: "Solo quien creó la partida puede empezarla.",
    unmarkNotAllowed: "Solo quien creó la partida o quien marcó esta casilla puede desmarcarla",
    deleteNotAllowed: "Solo quien creó la partida o quien añadió esta entrada puede borrarla.",
    editNotAllowed: "Solo quien creó la partida o quien añadió esta entrada puede editarla.",
    editOnlyInSetup: "Las entradas solo se pueden editar antes de que empiece la partida.",
    gameNotInSetup: "La partida está en juego: las entradas solo se pueden cambiar antes de empezar o entre rondas.",
    gameNotInPlay: "Las entradas solo se pueden marcar mientras se juega la partida.",
    gameAlreadyStarted: "La partida ya ha empezado.",
    notEnoughEntries: "Faltan {missing} entradas para empezar una partida",
    tooManyEntries: "Una partida puede tener como máximo {limit} entradas.",
    entryIdsUsedUp: "Esta partida ya no admite más entradas: crea una partida nueva para añadir más.",
    duplicateEntry: "Esta partida ya tiene esa entrada.",
    gameFull: "Esta partida ya tiene {limit} jugadores.",
    bingoAlreadyCalled: "Alguien ya ha cantado Bingo en esta partida.",
    noBingo: "Tu cartón aún no tiene ninguna línea completa.",
    onlyCreatorCanStartRound: "Solo quien creó la partida puede empezar otra ronda.",
    roundNotOver: "Otra ronda solo puede empezar cuando se haya cantado Bingo en esta.",
    roundAlreadyPlayed: "Esa ronda ya terminó hace rato: la partida va por la ronda {round}.",
    noMoreRounds: "Esta partida ha terminado: no hay más rondas.",
    concurrentUpdate: "La partida cambió mientras se guardaba. Inténtalo de nuevo.",
    onlyHost: "Solo el anfitrión puede hacer eso.",
    alreadyHost: "Esa persona ya es el anfitrión.",
    hostNotAway: "Solo puedes tomar el relevo cuando el anfitrión lleve {minutes} minutos desconectado.",
    notLongestPresent: "Solo quien lleva más tiempo aquí puede pasar a ser el anfitrión.",
    gameLocked: "Esta partida está cerrada: el anfitrión no deja entrar a nadie nuevo.",
    gameEnded: "Esta partida ha terminado.",
    markSuperseded: "Alguien cambió esta casilla después de que la tocaras, así que ves su cambio.",
    onlyOwnerEnds: "Solo quien creó esta partida puede terminarla mientras esté jugando.",

    // Quitar a alguien
    onlyCreatorCanRemove: "Solo quien creó la partida puede quitar a alguien.",
    cannotRemoveYourself: "No puedes quitarte de tu propia partida.",
    cannotRemoveOwner: "Nadie puede quitar a quien creó esta partida.",
    playerNotFound: "Nadie en esta partida tiene ese código.",
    removedFromGame: "El anfitrión te ha quitado de esta partida.",

    // Pagos
    paymentsNotConfigured: "Los pagos no están configurados en este servidor.",
    paymentsMisconfigured: "Los pagos no están disponibles porque el servidor está mal configurado.",
    paymentsUnavailable: "No se pudo conectar con el proveedor de pagos. Inténtalo de nuevo.",
    paymentNotFound: "No tienes ningún pago con este ID.",
    paymentNotSucceeded: "El pago no se ha completado (estado: {status}).",
    paymentNotForPass: "Este pago no es de un pase de $5.",
    receiptEmailAlreadySet: "El recibo de este pago ya se envía a otra dirección.",
    paymentAlreadyConfirmed: "Este pago ya está confirmado: la dirección de su recibo ya no se puede cambiar.",
    invalidWebhookSignature: "La firma no coincide con el contenido, o el evento es demasiado antiguo.",
    webhookTooLarge: "El evento es demasiado grande.",

    // Solicitudes e inicio de sesión
    unauthenticated: "Se necesita un Firebase ID token válido como 'Authorization: Bearer <token>'.",
    authMisconfigured: "El inicio de sesión no está disponible porque el servidor está mal configurado.",
    authUnavailable: "Ahora mismo no se ha podido comprobar el inicio de sesión. Inténtalo de nuevo.",
    storeUnavailable: "Ahora mismo no podemos acceder a los datos de las partidas. Inténtalo de nuevo en unos segundos.",
    accountChangeUnderWay: "Tu cambio está en marcha y terminará solo en un momento.",
    malformedJson: "El cuerpo de la solicitud debe ser JSON válido.",
    bodyTooLarge: "El cuerpo de la solicitud debe tener como máximo {maxBytes} bytes.",

    // La conexión de la partida
    socketMethod: "Abre la conexión de la partida con GET.",
    socketUpgrade: "Conéctate con un WebSocket.",
    socketOrigin: "Este sitio no puede abrir conexiones de partida.",
    socketTicket: "Falta el ticket de conexión, ha caducado o ya se ha usado.",
    roomFull: "Esta partida tiene demasiadas conexiones ahora mismo: se volverá a intentar en un momento.",

    // La cuenta
    mergeTokenInvalid: "La sesión de invitado que quieres traspasar ha caducado o no es válida.",
    mergeSourceNotAnonymous: "Solo las partidas de una sesión de invitado se pueden traspasar a una cuenta.",
    mergeTokenOlderThanAccount: "Esta sesión de invitado es más antigua que la cuenta: vuelve a entrar como invitado en este dispositivo para traspasar sus partidas.",
    recentSignInRequired: "Por tu seguridad, para esto tienes que haber iniciado sesión en los últimos {minutes} minutos: confirma tu contraseña.",

    // Patterns and places (docs/decisions/029-patterns-and-places.md)
    patternNotComplete: "Tu cartón aún no ha completado la figura de esta ronda.",
    alreadyPlaced: "Ya has ganado un puesto en esta ronda: los siguientes son para los demás.",
    // Paper seats
    seatNotFound: "Este cartón no existe en esta partida, o su enlace está mal.",
    seatClaimed: "Alguien ya juega este cartón en su móvil.",
    seatPlaced: "Este cartón ya ha ganado un puesto en esta ronda.",
    voteOpen: "La mesa aún está votando una marca: las predicciones se pueden borrar cuando termine la votación.",
    tooManySeats: "Una ronda puede tener como máximo {limit} cartones impresos.",
    // Played again next year (docs/decisions/031)
    gameNotFinished: "Solo una partida terminada se puede volver a jugar.",
    alreadyPlayedAgain: "Esta partida ya se volvió a jugar: mira Mis partidas.",

    // Vincular la tele
    tvCodeNotFound: "Ninguna tele muestra este código ahora. Revisa el código en la tele; a los diez minutos muestra uno nuevo.",
  },
  busy: {
    fewSeconds: "Ahora mismo hay mucho movimiento. Espera unos segundos y vuelve a intentarlo.",
    minute: "Ahora mismo hay mucho movimiento. Espera un minuto y vuelve a intentarlo.",
    freeGamesToday: "Hoy ya se han creado demasiadas partidas gratis desde esta red. Vuelve a intentarlo mañana.",
  },
  validation: {
    required: "{label}: este campo es obligatorio.",
    notText: "{label} debe ser texto.",
    tooLong: "{label} debe tener como máximo {max} caracteres.",
    brokenCharacters: "{label} contiene caracteres no válidos.",
    controlCharacters: "{label} contiene caracteres de control.",
    hiddenCharacters: "{label} contiene caracteres invisibles o de dirección del texto; escribe el texto sin ellos.",
    gameCodeForm: "{label} debe tener 8 caracteres: letras excepto I y O, y números del 2 al 9.",
    notEmail: "{label} debe ser una dirección de correo válida.",
    notObject: "El cuerpo de la solicitud debe ser un objeto JSON.",
  },
  labels: {
    screenName: "Nombre visible",
    gameName: "Nombre de la partida",
    description: "Descripción",
    gameCode: "Código de la partida",
    entry: "Entrada",
    playerCode: "Código de jugador",
    email: "Correo electrónico",
    password: "Contraseña",
    newPassword: "Nueva contraseña",
    currentPassword: "Contraseña actual",
    // Paper seats
    seatName: "Nombre del cartón",
  },
  formAlerts: {
    createGame: "Rellena todos los campos obligatorios",
    joinGame: "Rellena todos los campos",
  },
};
