import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { useFetcher, type ClientActionFunctionArgs } from "react-router";
import type { Game, Player } from "../../shared/api-types";
import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { isBlank } from "../../shared/typed-text";
import { handleForm } from "../forms/form-action";
import { useSchemasOnIntent } from "../forms/schemas-on-intent";
import { fetcherStatus, INITIAL, type FormStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { useStrings } from "../i18n/strings";
import {
  clearRefusedPredictions,
  resendUnsavedPredictions,
  savePrediction,
  usePredictionSends,
  type PredictionSends,
} from "./unsaved-predictions";

/** The setup screen's clientAction (re-exported by its route): one prediction for the pool. */
export const addEntryAction = ({ request }: ClientActionFunctionArgs) =>
  handleForm(request, (schemas) => schemas.addEntryInput, async ({ gameCode, text }, typed) => keepAndSend(gameCode, text, typed), {
    quietWhenUnfilled: true,
    // Offline before the schemas came: kept and sent as typed all the same; the game checks it.
    unchecked: async (typed) => {
      const text = String(typed.text ?? "").trim();
      return isBlank(text) ? INITIAL : keepAndSend(String(typed.gameCode), text, typed);
    },
  });

/** Answered at once: the prediction is saved on its own (a next one never cancels it). */
async function keepAndSend(gameCode: string, text: string, typed: Record<string, unknown>): Promise<FormStatus> {
  clearRefusedPredictions(gameCode);
  void savePrediction(gameCode, { text, playerId: Number(typed.playerId), typedAt: Date.now() });
  return { status: "success" };
}

/** Whom SPEC §2's example entry names: another player, or nobody yet (the catalogue's Uncle Bob). */
export type EntryPlaceholder = { otherName: string | null };

/** SPEC §2's example entry, with another player's name in it (the form puts it in words). */
export function entryPlaceholder(game: Game, me: Player): EntryPlaceholder {
  return { otherName: game.players.find((player) => player.id !== me.id)?.screenName ?? null };
}

/**
 * SPEC §2, Game setup (and between rounds): add a prediction. A fetcher, so the screen stays and its game is not
 * read again (the answer and the socket update the store). The field is emptied at once, so
 * the next prediction can be typed while this one is saved (unsaved-predictions.ts: each is
 * listed under the form until it is); it is put back if it was refused and nothing new was
 * typed.
 */
export function AddEntryForm({ code, playerId, placeholder }: { code: string; playerId: number; placeholder: EntryPlaceholder }) {
  const t = useStrings().setup.addEntry;
  const fetcher = useFetcher<FormStatus>();
  const field = useRef<HTMLTextAreaElement>(null);
  const sent = useRef("");
  const state = fetcherStatus(fetcher);
  const sends = usePredictionSends(code);
  const givenBack = useRef(new Set<string>());
  const loadSchemasOnce = useSchemasOnIntent();

  // What an earlier page of this game added and never heard back about: sent again.
  useEffect(() => resendUnsavedPredictions(code, playerId), [code, playerId]);

  // A refused prediction goes back in the field to be changed, unless something new is typed there.
  useEffect(() => {
    const latest = sends.refused.at(-1);
    if (!latest || givenBack.current.has(latest.key)) return;
    givenBack.current.add(latest.key);
    if (field.current && !field.current.value) field.current.value = latest.text;
  }, [sends.refused]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    sent.current = String(form.get("text") ?? "");
    if (field.current) field.current.value = "";
    fetcher.submit(form, { method: "post", defaultShouldRevalidate: false });
  }

  useEffect(() => {
    if (fetcher.data?.status === "error" && field.current && !field.current.value) field.current.value = sent.current;
  }, [fetcher.data]);

  // Enter adds the prediction, as in a chat; Shift+Enter (or a phone's composing) is a new line.
  function addOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <fetcher.Form
      method="post"
      className="form"
      aria-busy={state.status === "processing"}
      onSubmit={submit}
      onFocus={loadSchemasOnce}
      onPointerDown={loadSchemasOnce}
    >
      <input type="hidden" name="gameCode" value={code} />
      {/* Whose it is, kept with it on the device: another account signed in here never sends it. */}
      <input type="hidden" name="playerId" value={playerId} />
      <label className="field">
        <span>{t.label}</span>
        <textarea
          ref={field}
          name="text"
          rows={2}
          maxLength={LIMITS.entryText.max}
          onKeyDown={addOnEnter}
          placeholder={fill(t.placeholder, { name: placeholder.otherName ?? t.placeholderName })}
        />
      </label>
      <FormSubmit state={state} label={t.submit} />
      <PredictionsOnTheirWay sends={sends} />
    </fetcher.Form>
  );
}

/** Under the form: each prediction until it is saved, and why one was refused. */
function PredictionsOnTheirWay({ sends }: { sends: PredictionSends }) {
  const t = useStrings().setup.addEntry;
  return (
    <>
      {sends.refused.map((refused) => (
        <p key={refused.key} className="form-error" role="alert">
          {fill(t.notAdded, { entry: refused.text, reason: refused.reason })}
        </p>
      ))}
      <ul className="unsaved-predictions" aria-label={t.onTheirWay} aria-live="polite">
        {sends.sending.map((sending) => (
          <li key={sending.key}>
            <span dir="auto">{sending.text}</span> <span className="unsaved-predictions__state">{sending.waiting ? t.waiting : t.saving}</span>
          </li>
        ))}
      </ul>
      {sends.sending.some((sending) => sending.waiting) && <p className="unsaved-predictions__note">{t.waitingNote}</p>}
    </>
  );
}
