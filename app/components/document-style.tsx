const STYLE_ID = "app-css";
/** The stylesheet as the server wrote it into this page, read back once on the client. */
let keptCss: string | null = null;

/**
 * The app's stylesheet, inline in every page the server writes: a slow phone paints without
 * first fetching a file. The browser's build renders it from the page itself (pass
 * `import.meta.env.SSR ? css : ""`), so every page's initial JS does not carry the whole
 * stylesheet a second time inside the root's module. React leaves a hydrated element's inner
 * HTML as the server wrote it; the text is also read back once, while hydrating, and kept, so
 * if React ever renders the document again from scratch (its recovery from a hydration
 * mismatch), the style is written again whole, never empty. For root's stylesheet only: a
 * screen's own, rendered after a navigation in the browser, has no server copy to read.
 */
export function DocumentStyle({ css }: { css: string }) {
  if (!import.meta.env.SSR) keptCss ??= document.getElementById(STYLE_ID)?.textContent ?? null;
  const html = import.meta.env.SSR ? css : (keptCss ?? "");
  return <style id={STYLE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
