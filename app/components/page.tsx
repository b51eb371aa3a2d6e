import type { ReactNode } from "react";
import { AppHeader } from "./app-header";

/** A screen with the app header and a main landmark holding its heading. */
export function Page({
  heading,
  children,
  headerTitle,
  peopleMenu,
}: {
  heading: string;
  children: ReactNode;
  headerTitle?: string;
  peopleMenu?: ReactNode;
}) {
  return (
    <>
      <AppHeader title={headerTitle} peopleMenu={peopleMenu} />
      <main className="page">
        <h1>{heading}</h1>
        {children}
      </main>
    </>
  );
}
