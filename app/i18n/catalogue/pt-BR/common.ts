import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  home: "Início",
  cancel: "Cancelar",
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
    problems: {
      screenName: "Digite o nome pelo qual você quer ser chamado.",
      gameName: "Dê um nome ao seu jogo.",
      code: "Digite o código do jogo que veio no seu convite.",
      codeLength: {
        one: "Um código de jogo tem 8 letras e números; este tem {count}.",
        other: "Um código de jogo tem 8 letras e números; este tem {count}.",
      },
    },
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
    unreachableHeading: "Não foi possível carregar esta página",
    tryAgain: "Tentar de novo",
  },
  loading: "Carregando…",

  // Patterns and places (docs/decisions/029-patterns-and-places.md)
  winning: {
    patterns: { line: "Linha", corners: "Quatro cantos", x: "X", blackout: "Cartela cheia" },
    patternHints: {
      line: "Qualquer linha, coluna ou diagonal",
      corners: "As quatro casas dos cantos",
      x: "As duas diagonais",
      blackout: "Todas as casas",
    },
    pattern: "Como ganhar",
    places: "Vencedores por rodada",
    placesChoice: { single: "1 vencedor", double: "2 vencedores", triple: "3 vencedores" },
    toWin: "Para ganhar: {pattern}",
    placeNames: { first: "1º", second: "2º", third: "3º" },
    podium: "Pódio",
    podiumPlace: "{place}: {name}",
    playingOn: "A rodada continua pelo {place} lugar.",
    youPlaced: "Você ficou em {place} lugar! Os outros continuam.",
    winningSquares: "As casas vencedoras",
    roundSummary: "Rodada {round} · Rodada {lastRound}: {podium}",
  },
};
