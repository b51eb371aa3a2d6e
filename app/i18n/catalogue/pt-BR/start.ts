import type { Catalogue } from "../catalogue";

export const start: Catalogue["start"] = {
  home: {
    title: "Início · Bingo with friends",
    description: "Crie um bingo com o que vai acontecer no seu encontro e jogue com a família e os amigos.",
    navLabel: "Começar",
    createGame: "Criar jogo",
    joinGame: "Entrar em um jogo",
    myGames: "Meus jogos",
    loginOrRegister: "entre ou cadastre-se",
    credit: "Feito por {studio} para animar os encontros de fim de ano.",
  },
  create: {
    title: "Criar jogo · Bingo with friends",
    heading: "Criar jogo",
    gameName: "Nome do jogo",
    gameNamePlaceholder: "Natal na casa da vovó",
    description: "Descrição (opcional)",
    submit: "continuar",
    submitting: "Criando…",
    boardSize: "Tamanho da cartela",
    boardSizeOption: "{size} × {size}",
    boardSizeNeeds: "{count} palpites",
  },
  join: {
    title: "Entrar em um jogo · Bingo with friends",
    inviteTitle: "Participe de {name} no Bingo",
    description: "Dê seus palpites, receba uma cartela e seja o primeiro a gritar Bingo.",
    heading: "Entrar em um jogo",
    gameCode: "Código do jogo",
    submit: "próximo",
    submitting: "Entrando…",
    waitNote: "Muita gente está entrando agora. Tentando de novo em {seconds} s…",
  },
  invite: {
    unknownCode: "Nenhum jogo tem este código. Confira o link ou o código com quem te convidou.",
    unavailable: "Não conseguimos mostrar os dados deste jogo agora. Você ainda pode entrar.",
    joining: "Você está entrando em {name} · {players}",
    players: { one: "{count} jogador", other: "{count} jogadores" },
    over: "Este jogo já terminou. Você ainda pode entrar para ver como acabou.",
    locked: "A entrada neste jogo está bloqueada: o anfitrião não deixa ninguém novo entrar por enquanto. Peça para desbloquear.",
  },
  myGames: {
    title: "Jogar · Bingo with friends",
    heading: "Meus jogos",
    loading: "Carregando seus jogos…",
    status: {
      setup: "Adicionando palpites",
      play: "Em andamento",
      bingo: "Bingo!",
      complete: "Encerrado",
    },
    empty: "Nenhum jogo encontrado.",
    createGame: "Criar um jogo",
    joinGame: "Recebeu um convite? Entre em um jogo",
  },
  about: {
    title: "Sobre nós · Bingo with friends",
    heading: "Sobre nós",
    story:
      "Bingo with friends foi feito por {studio} para animar os encontros de fim de ano: os palpites que todo mundo faz sobre o dia viram um jogo que a mesa inteira joga junto.",
    pricing:
      "Jogue anonimamente ou cadastre-se de graça para jogar em vários aparelhos. Para criar mais de um jogo, você precisa de um passe de US$ 5 que vale 90 dias; os jogos que você criou continuam jogáveis para sempre.",
    howToPlay: "Como jogar",
  },
  howTo: {
    title: "Como jogar · Bingo with friends",
    heading: "Como jogar",
    create: {
      lead: "Crie um jogo.",
      text: "{lead} Dê um nome a ele e adicione palpites sobre o que vai acontecer: “Tio Beto pede mais vinho”.",
    },
    invite: {
      lead: "Convide seus amigos.",
      text: "{lead} Toque no ícone de pessoas no topo para compartilhar o link ou ler o código do jogo em voz alta. Cada um adiciona os próprios palpites.",
    },
    start: {
      lead: "Comece o jogo",
      text: "{lead} quando houver palpites suficientes: 24 para uma cartela 5×5, 16 para 4×4, 8 para 3×3 (quem cria o jogo escolhe o tamanho). Cada pessoa recebe a própria cartela; as de 5×5 e 3×3 têm um espaço livre no centro.",
    },
    tap: {
      select: "Toque uma vez para selecionar",
      mark: "toque duas vezes para marcar ou desmarcar",
      text: "{select} uma casa e {mark} quando acontecer.",
    },
    win: {
      lead: "O primeiro a completar uma linha",
      text: "{lead} (na horizontal, na vertical ou na diagonal: 5 espaços numa cartela 5×5, 4 em 4×4, 3 em 3×3) e gritar Bingo vence!",
    },
    createGame: "Criar jogo",
  },
  router: {
    title: "Bingo with friends",
    loading: "Carregando o login…",
  },
  gameLayout: {
    title: "Jogo · Bingo with friends",
    notFoundTitle: "Jogo não encontrado · Bingo with friends",
    setupHeading: "Preparar jogo",
    gameHeading: "Jogo",
    printHeading: "Imprimir cartelas",
    loading: "Carregando o jogo…",
  },
  gameError: {
    notFoundHeading: "Jogo não encontrado",
    failedHeading: "Algo deu errado",
    notFound: "Este jogo não existe, ou você ainda não entrou nele.",
    failed: "Não foi possível carregar o jogo.",
    joinGame: "Entrar em um jogo",
    myGames: "Meus jogos",
    tryAgain: "Tentar de novo",
  },
};
