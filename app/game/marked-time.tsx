/** When an entry was marked, as a time of day on the reader's clock. */
export function MarkedTime({ at }: { at: number }) {
  return (
    <time dateTime={new Date(at).toISOString()}>
      {new Date(at).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
    </time>
  );
}
