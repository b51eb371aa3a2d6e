import { useId, useRef, useState, type FormEvent } from "react";
import { TV_CODE_LENGTH } from "../../shared/tv-pairing";
import { apiRequest } from "../api/api-client";
import { problemMessage } from "../forms/form-status";
import { useStrings } from "../i18n/strings";
import { fill } from "../../shared/i18n/fill";

/** The host types the code a TV shows (docs/api.md, *The TV view*); the TV then opens the game. */
async function pairTv(gameCode: string, tvCode: string): Promise<void> {
  await apiRequest(`games/${encodeURIComponent(gameCode)}/tv-pairing`, { method: "POST", body: { tvCode } });
}

/** The TV's page without a game, as typed into a TV's browser: this site's /tv/. */
const tvPairingAddress = () => (typeof window === "undefined" ? "/tv/" : `${window.location.host}/tv/`);

/**
 * Pairing a TV without a long link: the TV's own page (`/tv/`) shows a short code, the host
 * types it here. A code no TV shows is said next to the field, in the server's words.
 */
export function TvPairForm({ gameCode }: { gameCode: string }) {
  const t = useStrings().play.tvPairing;
  const problemId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paired, setPaired] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = field.current?.value ?? "";
    if (typed.trim() === "") {
      setProblem(t.empty);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setPaired(false);
    try {
      await pairTv(gameCode, typed);
      setProblem(null);
      setPaired(true);
      if (field.current) field.current.value = "";
    } catch (error) {
      setProblem(problemMessage(error));
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    // A row of its own in the host's wrapped row of buttons.
    <form className="form tv-pair" style={{ flexBasis: "100%", gap: "0.5rem" }} onSubmit={submit} aria-busy={busy} noValidate>
      <label className="field">
        <span>{t.label}</span>
        <input
          ref={field}
          name="tvCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          // Room for spaces or a dash typed between its halves.
          maxLength={TV_CODE_LENGTH + 4}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onInput={() => setPaired(false)}
        />
      </label>
      <p id={hintId} className="lede" style={{ margin: 0 }}>{fill(t.hint, { address: tvPairingAddress() })}</p>
      {problem && (
        <p id={problemId} className="field-problem" role="alert" style={{ margin: 0 }}>
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t.submit}
      </button>
      <p role="status" style={{ margin: 0 }}>{paired ? t.paired : ""}</p>
    </form>
  );
}
