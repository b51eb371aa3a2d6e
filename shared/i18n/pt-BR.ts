import type { Messages } from "./messages";

/** What the server says in words, in Brazilian Portuguese (see ./en.ts). */
export const messages: Messages = {
  refusals: {
    // Jogos e itens
    gameNotFound: "Não há nenhum jogo com este código, ou você não entrou nele.",
    entryNotFound: "Este item não existe em nenhum jogo em que você está.",
    paymentRequired: "Você já criou um jogo. Com um passe, você cria quantos jogos quiser por 90 dias.",
    onlyCreatorCanStart: "Só quem criou o jogo pode começá-lo.",
    unmarkNotAllowed: "Só quem criou o jogo ou quem marcou este item pode desmarcá-lo",
    deleteNotAllowed: "Só quem criou o jogo ou quem adicionou este item pode excluí-lo.",
    editNotAllowed: "Só quem criou o jogo ou quem adicionou este item pode editá-lo.",
    editOnlyInSetup: "Os itens só podem ser editados antes de o jogo começar.",
    gameNotInSetup: "O jogo está rolando: os itens só podem mudar antes de começar ou entre as rodadas.",
    gameNotInPlay: "Os itens só podem ser marcados durante o jogo.",
    gameAlreadyStarted: "O jogo já começou.",
    notEnoughEntries: "Faltam {missing} itens para começar um jogo",
    tooManyEntries: "Um jogo pode ter no máximo {limit} itens.",
    entryIdsUsedUp: "Este jogo não aceita mais itens: crie um jogo novo para adicionar mais.",
    duplicateEntry: "Este jogo já tem esse item.",
    gameFull: "Este jogo já tem {limit} jogadores.",
    bingoAlreadyCalled: "Alguém já gritou Bingo neste jogo.",
    noBingo: "Sua cartela ainda não tem nenhuma linha completa.",
    onlyCreatorCanStartRound: "Só quem criou o jogo pode começar outra rodada.",
    roundNotOver: "Outra rodada só pode começar depois que alguém gritar Bingo nesta.",
    roundAlreadyPlayed: "Essa rodada já acabou faz tempo: o jogo está na rodada {round}.",
    noMoreRounds: "Este jogo terminou: não há mais rodadas.",
    concurrentUpdate: "O jogo mudou enquanto era salvo. Tente de novo.",
    onlyHost: "Só o anfitrião pode fazer isso.",
    alreadyHost: "Essa pessoa já é o anfitrião.",
    hostNotAway: "Você só pode assumir quando o anfitrião estiver offline há {minutes} minutos.",
    notLongestPresent: "Só quem está aqui há mais tempo pode assumir como anfitrião.",
    gameLocked: "Este jogo está trancado: o anfitrião não está deixando ninguém novo entrar.",
    gameEnded: "Este jogo terminou.",
    markSuperseded: "Outra pessoa mudou este quadrado depois que você tocou nele, então ele mostra a mudança dela.",
    onlyOwnerEnds: "Só quem criou este jogo pode encerrá-lo enquanto estiver jogando.",

    // Remover alguém
    onlyCreatorCanRemove: "Só quem criou o jogo pode remover alguém.",
    cannotRemoveYourself: "Você não pode se remover do seu próprio jogo.",
    cannotRemoveOwner: "Ninguém pode remover quem criou este jogo.",
    playerNotFound: "Ninguém neste jogo tem esse código.",
    removedFromGame: "O anfitrião removeu você deste jogo.",

    // Pagamentos
    paymentsNotConfigured: "Os pagamentos não estão configurados neste servidor.",
    paymentsMisconfigured: "Os pagamentos estão indisponíveis porque o servidor está mal configurado.",
    paymentsUnavailable: "Não foi possível falar com o serviço de pagamento. Tente de novo.",
    paymentNotFound: "Você não tem nenhum pagamento com este ID.",
    paymentNotSucceeded: "O pagamento não foi concluído (status: {status}).",
    paymentNotForPass: "Este pagamento não é de um passe de $5.",
    receiptEmailAlreadySet: "O recibo deste pagamento já vai para outro endereço.",
    paymentAlreadyConfirmed: "Este pagamento já foi confirmado: o endereço do recibo não pode mais ser alterado.",
    invalidWebhookSignature: "A assinatura não confere com o conteúdo, ou o evento é antigo demais.",
    webhookTooLarge: "O evento é grande demais.",

    // Requisições e login
    unauthenticated: "É necessário um Firebase ID token válido como 'Authorization: Bearer <token>'.",
    authMisconfigured: "O login está indisponível porque o servidor está mal configurado.",
    authUnavailable: "Não deu para verificar o login agora. Tente de novo.",
    storeUnavailable: "Não conseguimos acessar os dados dos jogos agora. Tente de novo em alguns segundos.",
    accountChangeUnderWay: "Sua alteração está em andamento e vai terminar sozinha em instantes.",
    malformedJson: "O corpo da requisição precisa ser um JSON válido.",
    bodyTooLarge: "O corpo da requisição pode ter no máximo {maxBytes} bytes.",

    // A conexão do jogo
    socketMethod: "Abra a conexão do jogo com GET.",
    socketUpgrade: "Conecte-se com um WebSocket.",
    socketOrigin: "Este site não pode abrir conexões de jogo.",
    socketTicket: "O tíquete de conexão está faltando, expirou ou já foi usado.",
    roomFull: "Este jogo está com conexões demais agora: vamos tentar de novo em um instante.",

    // A conta
    mergeTokenInvalid: "A sessão de convidado a transferir expirou ou não é válida.",
    mergeSourceNotAnonymous: "Só os jogos de uma sessão de convidado podem ser transferidos para uma conta.",
    mergeTokenOlderThanAccount: "Esta sessão de convidado é mais antiga que a conta: entre de novo como convidado neste aparelho para transferir os jogos dela.",
    recentSignInRequired: "Para sua segurança, isso exige um login feito nos últimos {minutes} minutos: confirme sua senha.",

    // Patterns and places (docs/decisions/029-patterns-and-places.md)
    patternNotComplete: "Sua cartela ainda não completou a figura desta rodada.",
    alreadyPlaced: "Você já ganhou um lugar nesta rodada: os próximos são dos outros.",
    // Paper seats
    seatNotFound: "Esta cartela não existe neste jogo, ou o link dela está errado.",
    seatClaimed: "Alguém já está jogando esta cartela no celular.",
    seatPlaced: "Esta cartela já ganhou um lugar nesta rodada.",
    voteOpen: "A mesa ainda está votando uma marcação: os palpites podem ser apagados quando a votação terminar.",
    tooManySeats: "Uma rodada pode ter no máximo {limit} cartelas impressas.",
    // Played again next year (docs/decisions/031)
    gameNotFinished: "Só um jogo terminado pode ser jogado de novo.",
    alreadyPlayedAgain: "Este jogo já foi jogado de novo: veja Meus jogos.",

    // Parear a TV
    tvCodeNotFound: "Nenhuma TV mostra este código agora. Confira o código na TV; depois de dez minutos ela mostra um novo.",
  },
  busy: {
    fewSeconds: "Está muito movimentado agora. Espere alguns segundos e tente de novo.",
    minute: "Está muito movimentado agora. Espere um minuto e tente de novo.",
    freeGamesToday: "Muitos jogos grátis já foram criados nesta rede hoje. Tente de novo amanhã.",
  },
  validation: {
    required: "{label}: campo obrigatório.",
    notText: "{label} precisa ser texto.",
    tooLong: "{label} pode ter no máximo {max} caracteres.",
    brokenCharacters: "{label} contém caracteres inválidos.",
    controlCharacters: "{label} contém caracteres de controle.",
    hiddenCharacters: "{label} contém caracteres invisíveis ou de direção do texto; digite o texto sem eles.",
    gameCodeForm: "{label} precisa ter 8 caracteres: letras exceto I e O, e números de 2 a 9.",
    notEmail: "{label} precisa ser um endereço de e-mail.",
    notObject: "O corpo da requisição precisa ser um objeto JSON.",
  },
  labels: {
    screenName: "Nome de exibição",
    gameName: "Nome do jogo",
    description: "Descrição",
    gameCode: "Código do jogo",
    entry: "Item",
    playerCode: "Código do jogador",
    email: "E-mail",
    password: "Senha",
    newPassword: "Nova senha",
    currentPassword: "Senha atual",
    // Paper seats
    seatName: "Nome da cartela",
  },
  formAlerts: {
    createGame: "Preencha todos os campos obrigatórios",
    joinGame: "Preencha todos os campos",
  },
};
