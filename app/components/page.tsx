import type { ReactNode } from "react";
import { AppHeader } from "./app-header";

/** A screen with the app header and a main landmark holding its heading. */
export function Page({
  heading,
  children,
  headerTitle,
  peopleMenu,
  headingFolded = false,
}: {
  heading: string;
  children: ReactNode;
  headerTitle?: string;
  peopleMenu?: ReactNode;
  /** One line, cut with an ellipsis (a game's name while its round is played: the board needs the screen). */
  headingFolded?: boolean;
}) {
  return (
    <>
      <AppHeader title={headerTitle} peopleMenu={peopleMenu} />
      <main className="page">
        <h1 className={headingFolded ? "page__heading--folded" : undefined} title={headingFolded ? heading : undefined}>
          {heading}
        </h1>
        {children}
      </main>
    </>
  );
}
