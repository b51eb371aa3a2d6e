import { useOutletContext } from "react-router";
import type { Entry, Game, Player } from "../../shared/api-types";
import type { SocketStatus } from "./game-socket.client";

/**
 * What the game layout route hands its screens (setup and play): the live game, its
 * entries and the caller's own player, all kept current by the one socket the layout owns.
 */
export interface GameScreen {
  game: Game;
  entries: Entry[];
  me: Player;
  connection: SocketStatus;
}

export const useGameScreen = () => useOutletContext<GameScreen>();
