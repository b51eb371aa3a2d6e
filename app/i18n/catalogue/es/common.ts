import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Inicio",
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
  },
  loading: "Cargando…",
};
