import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { AppHeader } from "./app-header";
import { isDocumentLocation } from "./document-location";

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
  // After an in-app navigation the keyboard and screen reader start at the new screen's
  // heading, not wherever the link was (or at the page's start, once it is gone).
  const heading_ = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // Not on the browser's own load, where focus starts at the top as on any page.
    if (!isDocumentLocation(key) && document.activeElement === document.body) heading_.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <>
      <AppHeader title={headerTitle} peopleMenu={peopleMenu} />
      <main className="page">
        <h1 ref={heading_} tabIndex={-1} className={headingFolded ? "page__heading--folded" : undefined} title={headingFolded ? heading : undefined}>
          {heading}
        </h1>
        {children}
      </main>
    </>
  );
}
