import type { FamilyRecord, Game, PlayedAgainInvite, PlayedAgainLinks } from "../../shared/api-types";
import { apiRequest, type ApiResponse } from "../api/api-client";

/** The API of year after year (docs/api.md, Played again; docs/decisions/031). */

const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

/** Next year's game, made from this finished one by its host: the new game. */
export async function playAgain(code: string, seed: "unfulfilled" | "all"): Promise<Game> {
  return (await apiRequest<Game>(`games/${codePath(code)}/play-again`, { method: "POST", body: { seed } })).data;
}

export async function playedAgainLinks(code: string): Promise<PlayedAgainLinks> {
  return (await apiRequest<PlayedAgainLinks>(`games/${codePath(code)}/played-again`)).data;
}

export async function familyRecord(code: string): Promise<FamilyRecord> {
  return (await apiRequest<FamilyRecord>(`games/${codePath(code)}/record`)).data;
}

/** My Games with the games played again from the caller's that they have not joined yet. */
export async function listGamesAndInvites(): Promise<{ games: Game[]; playedAgain: PlayedAgainInvite[] }> {
  const reply: ApiResponse<Game[]> & { playedAgain?: PlayedAgainInvite[] } = await apiRequest<Game[]>("games?perPage=100", {
    force: true,
  });
  return { games: reply.data, playedAgain: reply.playedAgain ?? [] };
}
