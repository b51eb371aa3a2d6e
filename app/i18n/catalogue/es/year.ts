import type { Catalogue } from "../catalogue";

export const year: Catalogue["year"] = {
  playAgain: {
    heading: "El año que viene",
    button: "Volver a jugar el año que viene",
    seedLegend: "Llevar a la partida del año que viene",
    seedUnfulfilled: "Las predicciones que no se cumplieron",
    seedAll: "Todas las predicciones",
    working: "Creando la partida del año que viene…",
  },
  links: {
    playedAgainAs: "Se volvió a jugar como {name}",
    playedBefore: "Se jugó antes como {name}",
    joinNext: "Unirse a {name}",
    record: "El historial de la familia",
  },
  invites: {
    heading: "Se volvió a jugar",
    line: "{from} se volvió a jugar como {name}",
    join: "Unirse",
    joining: "Uniéndote…",
  },
  record: {
    title: "Historial de la familia · Bingo with friends",
    heading: "El historial de la familia",
    loading: "Cargando el historial…",
    notFound: "No hay historial de esta partida, o no has jugado en ella.",
    person: "Quién",
    cameTrue: { one: "{count} predicción se cumplió", other: "{count} predicciones se cumplieron" },
    bingos: { one: "{count} Bingo", other: "{count} Bingos" },
    /** A 2nd or 3rd place won that year ("2nd place"). */
    placeWon: "{place} puesto",
    nothing: "No se cumplió nada",
    notPlaying: "No jugó",
    share: "Compartir como imagen",
    sharing: "Creando la imagen…",
    saved: "La imagen está en tus descargas.",
    shareTitle: "{name}: nuestro historial de familia",
    back: "Volver a la partida",
  },
};
