import { lazy, useEffect, useState, type ComponentType } from "react";
import { onBrowserWake } from "../api/back-off";
import { isChunkLoadError } from "./chunk-failure";

/**
 * A piece of a screen loaded on demand that the screen works without: starter ideas, a notice,
 * the table's reactions. Rendered inside <Suspense> as React's `lazy` is. When its file does not
 * arrive (a phone that lost the network just as the screen came up), the screen stays as it is
 * and the piece is missing, not the chunk-load error screen in its place: the board, the form
 * and the predictions typed are still there. The piece is tried again each time the browser is
 * back (online, visible, focused), and shows once it comes.
 */
export function optionalPiece<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!isChunkLoadError(error)) throw error;
        return { default: missingUntilBack(load) };
      },
    ),
  );
}

/** Nothing, until the browser is back and the piece's file comes: then the piece. */
function missingUntilBack<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function MissingPiece(props: P) {
    const [Piece, setPiece] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (Piece) return;
      let live = true;
      const stop = onBrowserWake(() => {
        load().then(
          (component) => live && setPiece(() => component),
          () => {
            // Still not there: the next time the browser is back.
          },
        );
      });
      return () => {
        live = false;
        stop();
      };
    }, [Piece]);
    return Piece ? <Piece {...props} /> : null;
  };
}
