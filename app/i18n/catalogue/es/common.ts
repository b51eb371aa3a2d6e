import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Inicio",
  cancel: "Cancelar",
  somethingWentWrong: "Algo salió mal. Inténtalo de nuevo.",
  noConnection: "Sin conexión. Revisa tu red e inténtalo de nuevo.",
  editedBy: "editado por {name}",
  header: {
    homeLabel: "Inicio de Bingo with friends",
    mainMenu: "Menú principal",
    mainNav: "Principal",
    menu: {
      games: "Partidas",
      joinGame: "Unirse a una partida",
      howToPlay: "Cómo se juega",
      about: "Acerca de",
      changePassword: "Cambiar contraseña",
      register: "Registrarse",
      deleteAccount: "Eliminar mi cuenta y mis datos",
      logout: "Cerrar sesión",
    },
  },
  logoLabel: "Logo de Bingo with friends",
  appearance: {
    label: "Apariencia",
    system: "Sistema",
    light: "Claro",
    dark: "Oscuro",
  },
  sound: {
    on: "Sonidos del juego: activados",
    off: "Sonidos del juego: desactivados",
  },
  form: {
    checkForm: "Revisa el formulario.",
    screenName: "¿Cómo quieres que te llamen?",
    problems: {
      screenName: "Escribe el nombre con el que quieres que te llamen.",
      gameName: "Ponle un nombre a tu partida.",
      code: "Escribe el código de partida de tu invitación.",
      codeLength: {
        one: "Un código de partida tiene 8 letras y cifras; este tiene {count}.",
        other: "Un código de partida tiene 8 letras y cifras; este tiene {count}.",
      },
    },
  },
  chunkLoadError: {
    title: "No se pudo cargar · Bingo with friends",
    heading: "No se pudo cargar la app",
    text: "Una parte de la app no llegó. Revisa tu conexión y vuelve a cargar la página.",
    reload: "Volver a cargar",
  },
  appError: {
    title: "¡Error inesperado de la aplicación! · Bingo with friends",
    heading: "¡Error inesperado de la aplicación!",
    unknownError: "Error desconocido",
    unreachableHeading: "No se pudo cargar esta página",
    tryAgain: "Intentar de nuevo",
  },
  loading: "Cargando…",

  // Patterns and places (docs/decisions/029-patterns-and-places.md)
  winning: {
    patterns: { line: "Línea", corners: "Cuatro esquinas", x: "X", blackout: "Cartón lleno" },
    patternHints: {
      line: "Cualquier fila, columna o diagonal",
      corners: "Las cuatro casillas de las esquinas",
      x: "Las dos diagonales",
      blackout: "Todas las casillas",
    },
    pattern: "Cómo se gana",
    places: "Ganadores por ronda",
    placesChoice: { single: "1 ganador", double: "2 ganadores", triple: "3 ganadores" },
    toWin: "Para ganar: {pattern}",
    placeNames: { first: "1.º", second: "2.º", third: "3.º" },
    podium: "Podio",
    podiumPlace: "{place}: {name}",
    playingOn: "La ronda sigue por el {place} puesto.",
    youPlaced: "¡Has quedado {place}! Los demás siguen jugando.",
    winningSquares: "Las casillas ganadoras",
    roundSummary: "Ronda {round} · Ronda {lastRound}: {podium}",
  },
};
