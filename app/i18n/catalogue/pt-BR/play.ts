import type { Catalogue } from "../catalogue";

export const play: Catalogue["play"] = {
  words: {
    someone: "alguém",
    someoneAtStart: "Alguém",
    you: "você",
    theHost: "o anfitrião",
    theHostAtStart: "O anfitrião",
    free: "LIVRE",
    copied: "Copiado",
    seeTheBoard: "Ver a cartela",
    myGames: "Meus jogos",
    prophets: "Profetas",
  },

  game: {
    documentTitle: "Jogo · Bingo with friends",
    boardBeingDealt: "Sua cartela está sendo distribuída…",
    callBingo: "Gritar Bingo",
    callBingoFailed: "Não foi possível gritar Bingo. Tente de novo.",
    firstPlayHint: "Um toque seleciona, outro marca.",
  },

  roundSummary: "Rodada {round} · Rodada {lastRound} vencida por {winner}",

  roundOver: {
    youWonRound: "Você venceu esta rodada. A rodada acabou.",
    playerWonRound: "{name} venceu esta rodada. A rodada acabou.",
    youWonGame: "Você venceu. O jogo acabou.",
    playerWonGame: "{name} venceu. O jogo acabou.",
    endedWithoutWinner: "{host} encerrou o jogo antes que alguém gritasse Bingo.",
    endedInRound: "{host} encerrou o jogo na rodada {round}, antes que alguém gritasse Bingo nela.",
    squaresClosed: "Não dá mais para marcar quadrados.",
  },

  board: {
    label: "Sua cartela de bingo",
    freeSquareLabel: "Quadrado livre",
    saving: "{text}, salvando",
    oneAwayLegend: {
      line: "Falta só uma: um quadrado com estrela completa uma linha.",
      corners: "Falta só uma: um quadrado com estrela completa os quatro cantos.",
      x: "Falta só uma: um quadrado com estrela completa o X.",
      blackout: "Falta só uma: o quadrado com estrela completa a cartela.",
    },
  },

  squareDetail: {
    by: "de {name}",
    markedBy: "marcado por {name}",
    markedByAt: "marcado por {name} às {time}",
    tapAgainToMark: "Toque de novo para marcar.",
    tapAgainToUnmark: "Toque de novo para desmarcar.",
    nothingSelected: "Toque num quadrado para ler tudo; toque de novo para marcar.",
  },

  notices: {
    yourPredictionCameTrue: "Seu palpite aconteceu: {entry}",
    playerPredictionCameTrue: "O palpite de {name} aconteceu: {entry}",
    manyCameTrue: { one: "{count} palpite aconteceu", other: "{count} palpites aconteceram" },
    markedIt: "{name} marcou.",
    youOneAway: "Falta só uma para você",
    playerOneAway: "Falta só uma para {name}",
    manyOneAway: "Falta só uma para {names}",
    manyWithYouOneAway: "Falta só uma para {names}",
    youInList: "você",
    more: { one: "mais {count}", other: "mais {count}" },
    listComma: ", ",
    listAnd: " e ",
  },

  unmarked: "Desmarcado: {text}",

  connection: {
    reconnecting: "Reconectando…",
    sessionTimedOut: "a sessão expirou, recarregue a página para continuar",
  },

  marks: {
    changedMeanwhile: "“{entry}” foi alterado por outra pessoa nesse meio-tempo: a cartela mostra a alteração dela.",
    notMarked: "“{entry}” não foi marcado: {reason}",
    roundEndedFirst: "“{entry}” não foi alterado: a rodada terminou antes de o seu toque chegar.",
    notUnmarked: "“{entry}” não foi desmarcado: {reason}",
    somethingWentWrong: "Algo deu errado. Tente de novo.",
  },

  winner: {
    bingo: "Bingo!",
    youWon: "Você venceu!",
    playerWon: "{name} venceu!",
    gameAndRound: "{game}, rodada {round}",
    seeTheResult: "Ver o resultado",
  },

  nextRound: {
    waitingFor: "Esperando {name} começar outra rodada",
    theGameCreator: "o anfitrião",
    playAnother: "Jogar outra rodada",
    prepare: "Preparar a próxima rodada",
    sectionLabel: "Antes da rodada {round}",
    addPredictions: "Adicione palpites para a próxima rodada ou apague os que já aconteceram.",
    entriesFor: "Itens para a rodada {round}",
  },

  waitingPredictions: {
    title: "Seus palpites para a próxima rodada",
    note: "Chegaram tarde para esta rodada: serão adicionados assim que ela acabar.",
    endedTitle: "Palpites não adicionados",
    endedNote: "O jogo terminou antes de eles chegarem.",
    remove: "Remover",
    removeLabel: "Remover “{entry}”",
  },

  people: {
    menuLabel: {
      one: "Convidar: ver jogadores e convidar, {count} jogador",
      other: "Convidar: ver jogadores e convidar, {count} jogadores",
    },
    invite: "Convidar",
    loading: "Carregando…",
    gameCode: "Código do jogo {code}",
    copiedToClipboard: "Copiado para a área de transferência",
    copyShareLink: "Copiar / compartilhar link",
    shareTitle: "Entre no meu jogo de Bingo",
    shareText: "Código do jogo {code}",
    players: "Jogadores",
    online: "(online)",
    offline: "(offline)",
    host: "anfitrião",
    createdIt: "criou o jogo",
    oneAway: "falta só uma",
    remove: "Remover {name}",
    removeQuestion: "Remover {name} do jogo? Essa pessoa não vai poder entrar de novo.",
    removeConfirm: "Remover",
    locked: "A entrada está trancada: ninguém novo pode entrar.",
    prophetCount: { one: "palpite aconteceu", other: "palpites aconteceram" },
  },

  host: {
    makeHost: "Tornar anfitrião",
    makeHostLabel: "Tornar anfitrião: {name}",
    makeHostQuestion:
      "Tornar {name} o anfitrião? Essa pessoa vai poder iniciar e encerrar o jogo e remover qualquer palpite ou marcação, e você não.",
    takeBack: "Retomar o papel de anfitrião",
    printCards: "Imprimir cartelas",
    lockJoining: "Trancar a entrada",
    unlockJoining: "Destrancar a entrada",
    endGame: "Encerrar o jogo",
    endGameQuestion: "Encerrar o jogo para todos? Depois disso, ninguém pode marcar nem gritar Bingo.",
    tvView: "Modo TV",
    tvShareTitle: "Modo TV do nosso jogo de Bingo",
    copyTvLink: "Copiar link da TV",
    copyLinkByHand: "Copie este link à mão: {link}",
  },

  hostChange: {
    tookOverToYou: "Agora você é o anfitrião: {from} ficou offline por alguns minutos.",
    tookOverFromYou: "{to} agora é o anfitrião: você ficou offline por alguns minutos.",
    tookOver: "{to} agora é o anfitrião: {from} ficou offline por alguns minutos.",
    handedOverToYou: "{from} passou o papel de anfitrião para você.",
    handedOverByYou: "Você passou o papel de anfitrião para {to}.",
    handedOver: "{from} passou o papel de anfitrião para {to}.",
    ownerBackYou: "Você criou este jogo e é o anfitrião de novo.",
    ownerBack: "{to} criou este jogo e é o anfitrião de novo.",
    hostLeftYou: "Agora você é o anfitrião: o anfitrião anterior saiu do jogo.",
    hostLeft: "{to} agora é o anfitrião: o anfitrião anterior saiu do jogo.",
    ok: "OK",
  },

  noLongerPlaying: {
    headerTitle: "Jogo",
    status: "Você não está mais jogando neste jogo.",
    practiceFull: "O jogo de treino estava cheio, então os jogadores mais antigos abriram espaço para quem chegou.",
    joinAgain: "Entrar de novo",
    myGames: "Meus jogos",
  },

  registerNudge: {
    text: "Tenha este jogo em todos os seus aparelhos: {link}",
    link: "cadastre-se",
    dismiss: "Fechar",
  },

  entries: "Itens",

  share: {
    share: "Compartilhar",
    iWon: "Bingo! Eu venci!",
    manual: "Não deu para compartilhar aqui. Copie este texto:",
  },

  qrLabel: "QR code do link para entrar {url}",

  result: {
    documentTitle: "Resultado · Bingo with friends",
    youWon: "Bingo! Você venceu!",
    playerWon: "Bingo! {name} venceu!",
    winningLine: "A linha vencedora",
    noWinner: "Sem vencedor: {host} encerrou o jogo antes que alguém gritasse Bingo.",
    noWinnerInRound: "Sem vencedor na rodada {round}: {host} encerrou o jogo antes que alguém gritasse Bingo nela.",
    noPredictions: "Nenhum palpite aconteceu.",
    prophetLine: { one: "{name}: {count} palpite aconteceu", other: "{name}: {count} palpites aconteceram" },
    marksInOrder: "Marcações em ordem",
  },
  takeOver: {
    offer: "{name} está offline há alguns minutos. Você está aqui há mais tempo: pode assumir como anfitrião.",
    button: "Assumir como anfitrião",
  },
  /** Starter ideas' credit: an idea picked from the packs is nobody's own prophecy (docs/decisions/026). */
  starterIdea: {
    credit: "ideia para começar",
    pickedBy: "uma ideia para começar, escolhida por {name}",
    cameTrue: "Uma ideia para começar aconteceu: {entry}",
    resultLine: { one: "{count} ideia para começar aconteceu", other: "{count} ideias para começar aconteceram" },
  },
  /** Pairing a TV by the code its page shows (app/game/tv-pair-form.tsx, app/routes/tv-pair.tsx). */
  tvPairing: {
    label: "Código mostrado na TV",
    submit: "Mostrar o jogo nessa TV",
    paired: "Pronto: a TV já mostra o jogo.",
    empty: "Digite o código que a TV mostra.",
    hint: "Na TV, abra {address}: ela mostra o código para digitar aqui.",
  },
};
