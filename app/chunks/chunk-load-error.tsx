/**
 * The chunk-load error (SPEC §1): part of the app did not arrive. Reload fetches the page
 * again, with the files of whatever version is deployed now.
 */
export function ChunkLoadErrorScreen() {
  return (
    <main className="page page--centered">
      <title>Could not load · Bingo with friends</title>
      <h1>Could not load the app</h1>
      <p>Part of the app did not arrive. Check your connection, then reload the page.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
