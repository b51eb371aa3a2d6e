import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Início",
  somethingWentWrong: "Algo deu errado. Tente de novo.",
  noConnection: "Sem conexão. Verifique sua internet e tente de novo.",
  editedBy: "editado por {name}",
  header: {
    homeLabel: "Início do Bingo with friends",
    mainMenu: "Menu principal",
    mainNav: "Principal",
    menu: {
      games: "Jogos",
      joinGame: "Entrar em um jogo",
      howToPlay: "Como jogar",
      about: "Sobre",
      changePassword: "Alterar senha",
      register: "Cadastrar-se",
      deleteAccount: "Excluir minha conta e meus dados",
      logout: "Sair",
    },
  },
  logoLabel: "Logo do Bingo with friends",
  appearance: {
    label: "Aparência",
    system: "Sistema",
    light: "Claro",
    dark: "Escuro",
  },
  sound: {
    on: "Sons do jogo: ligados",
    off: "Sons do jogo: desligados",
  },
  form: {
    checkForm: "Confira o formulário.",
    screenName: "Como você quer ser chamado?",
  },
  chunkLoadError: {
    title: "Não foi possível carregar · Bingo with friends",
    heading: "Não foi possível carregar o app",
    text: "Uma parte do app não chegou. Verifique sua conexão e recarregue a página.",
    reload: "Recarregar",
  },
  appError: {
    title: "Erro inesperado no aplicativo! · Bingo with friends",
    heading: "Erro inesperado no aplicativo!",
    unknownError: "Erro desconhecido",
  },
  loading: "Carregando…",
};
