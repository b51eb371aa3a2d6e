import { formatTime } from "../i18n/format";
import { useLanguage } from "../i18n/strings";

/** When an entry was marked, as a time of day on the reader's clock, as their language writes it. */
export function MarkedTime({ at }: { at: number }) {
  const language = useLanguage();
  return <time dateTime={new Date(at).toISOString()}>{formatTime(language, at)}</time>;
}
