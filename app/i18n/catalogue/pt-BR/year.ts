import type { Catalogue } from "../catalogue";

export const year: Catalogue["year"] = {
  playAgain: {
    heading: "Ano que vem",
    button: "Jogar de novo no ano que vem",
    seedLegend: "Levar para o jogo do ano que vem",
    seedUnfulfilled: "As previsões que não se cumpriram",
    seedAll: "Todas as previsões",
    working: "Criando o jogo do ano que vem…",
  },
  links: {
    playedAgainAs: "Jogado de novo como {name}",
    playedBefore: "Jogado antes como {name}",
    joinNext: "Entrar em {name}",
    record: "O histórico da família",
  },
  invites: {
    heading: "Jogados de novo",
    line: "{from} foi jogado de novo como {name}",
    join: "Entrar",
    joining: "Entrando…",
  },
  record: {
    title: "Histórico da família · Bingo with friends",
    heading: "O histórico da família",
    loading: "Carregando o histórico…",
    notFound: "Não há histórico deste jogo, ou você não jogou nele.",
    person: "Quem",
    cameTrue: { one: "{count} previsão se cumpriu", other: "{count} previsões se cumpriram" },
    bingos: { one: "{count} Bingo", other: "{count} Bingos" },
    /** A 2nd or 3rd place won that year ("2nd place"). */
    placeWon: "{place} lugar",
    nothing: "Nada se cumpriu",
    notPlaying: "Não jogou",
    share: "Compartilhar como imagem",
    sharing: "Criando a imagem…",
    saved: "A imagem está nos seus downloads.",
    shareTitle: "{name}: nosso histórico de família",
    back: "Voltar ao jogo",
  },
};
