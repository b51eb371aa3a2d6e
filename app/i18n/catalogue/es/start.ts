import type { Catalogue } from "../catalogue";

export const start: Catalogue["start"] = {
  home: {
    title: "Inicio · Bingo with friends",
    description: "Crea un bingo con lo que va a pasar en tu reunión y juégalo con tu familia y tus amigos.",
    navLabel: "Empezar",
    createGame: "Crear partida",
    joinGame: "Unirse a una partida",
    myGames: "Mis partidas",
    loginOrRegister: "inicia sesión o regístrate",
    credit: "Hecho por {studio} para alegrar las reuniones de las fiestas.",
  },
  create: {
    title: "Crear partida · Bingo with friends",
    heading: "Crear partida",
    gameName: "Nombre de la partida",
    gameNamePlaceholder: "Navidad en casa de la abuela",
    description: "Descripción (opcional)",
    submit: "continuar",
    submitting: "Creando…",
    boardSize: "Tamaño del cartón",
    boardSizeOption: "{size} × {size}",
    boardSizeNeeds: "{count} predicciones",
  },
  join: {
    title: "Unirse a una partida · Bingo with friends",
    inviteTitle: "Únete a {name} en Bingo",
    description: "Añade tus predicciones, recibe un cartón y sé el primero en cantar Bingo.",
    heading: "Unirse a una partida",
    gameCode: "Código de la partida",
    submit: "siguiente",
    submitting: "Uniéndote…",
    waitNote: "Mucha gente se está uniendo ahora mismo. Lo intentamos de nuevo en {seconds} s…",
  },
  invite: {
    unknownCode: "Ninguna partida tiene este código. Revisa el enlace o el código con quien te invitó.",
    unavailable: "Ahora mismo no podemos mostrar los datos de esta partida. Aun así puedes unirte.",
    joining: "Te estás uniendo a {name} · {players}",
    players: { one: "{count} jugador", other: "{count} jugadores" },
    over: "Esta partida ya terminó. Aún puedes unirte para ver cómo acabó.",
    locked: "Unirse a esta partida está bloqueado: el anfitrión no deja entrar a nadie nuevo por ahora. Pídele que lo desbloquee.",
  },
  myGames: {
    title: "Jugar · Bingo with friends",
    heading: "Mis partidas",
    loading: "Cargando tus partidas…",
    status: {
      setup: "Añadiendo predicciones",
      play: "En juego",
      bingo: "¡Bingo!",
      complete: "Terminada",
    },
    empty: "No hay partidas.",
    createGame: "Crear una partida",
    joinGame: "¿Te invitaron? Únete a una partida",
  },
  about: {
    title: "Sobre nosotros · Bingo with friends",
    heading: "Sobre nosotros",
    story:
      "Bingo with friends lo hizo {studio} para alegrar las reuniones de las fiestas: las predicciones que todos hacen sobre el día se convierten en un juego que toda la mesa juega junta.",
    pricing:
      "Juega de forma anónima o regístrate gratis para jugar desde varios dispositivos. Para crear más de una partida necesitas un pase de 5 $ que dura 90 días; las partidas que hayas creado se pueden jugar para siempre.",
    howToPlay: "Cómo jugar",
  },
  howTo: {
    title: "Cómo jugar · Bingo with friends",
    heading: "Cómo jugar",
    create: {
      lead: "Crea una partida.",
      text: "{lead} Ponle un nombre y añade predicciones de lo que va a pasar: «El tío Bob pide más vino».",
    },
    invite: {
      lead: "Invita a tus amigos.",
      text: "{lead} Toca el icono de personas de arriba para compartir el enlace o leer en voz alta el código de la partida. Cada uno añade sus propias predicciones.",
    },
    start: {
      lead: "Empieza la partida",
      text: "{lead} cuando haya suficientes predicciones: 24 para un cartón de 5×5, 16 para 4×4, 8 para 3×3 (quien crea la partida elige el tamaño). Cada uno recibe su propio cartón; los de 5×5 y 3×3 tienen una casilla libre en el centro.",
    },
    tap: {
      select: "Toca una vez para seleccionar",
      mark: "toca dos veces para marcar o desmarcar",
      text: "{select} una casilla y {mark} cuando ocurra.",
    },
    win: {
      lead: "El primero en completar una línea",
      text: "¡{lead} (en horizontal, en vertical o en diagonal: 5 casillas en un cartón de 5×5, 4 en 4×4, 3 en 3×3) que cante Bingo gana!",
    },
    createGame: "Crear partida",
  },
  router: {
    title: "Bingo with friends",
    loading: "Cargando la sesión…",
  },
  gameLayout: {
    title: "Partida · Bingo with friends",
    notFoundTitle: "Partida no encontrada · Bingo with friends",
    setupHeading: "Preparar partida",
    gameHeading: "Partida",
    printHeading: "Imprimir cartones",
    loading: "Cargando la partida…",
  },
  gameError: {
    notFoundHeading: "Partida no encontrada",
    failedHeading: "Algo salió mal",
    notFound: "Esta partida no existe o todavía no te has unido a ella.",
    failed: "No se pudo cargar la partida.",
    joinGame: "Unirse a una partida",
    myGames: "Mis partidas",
    tryAgain: "Intentar de nuevo",
  },
};
