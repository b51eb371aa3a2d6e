import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { useFetcher, type ClientActionFunctionArgs } from "react-router";
import type { Game, Player } from "../../shared/api-types";
import { LIMITS } from "../../shared/constants";
import { fill } from "../../shared/i18n/fill";
import { handleForm } from "../forms/form-action";
import { fetcherStatus, type FormStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { useStrings } from "../i18n/strings";
import { addEntry } from "./game-api";

/** The setup screen's clientAction (re-exported by its route): one prediction for the pool. */
export const addEntryAction = ({ request }: ClientActionFunctionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.addEntryInput,
    async ({ gameCode, text }) => {
      await addEntry(gameCode, text);
      return { status: "success" };
    },
    { quietWhenUnfilled: true },
  );

/** Whom SPEC §2's example entry names: another player, or nobody yet (the catalogue's Uncle Bob). */
export type EntryPlaceholder = { otherName: string | null };

/** SPEC §2's example entry, with another player's name in it (the form puts it in words). */
export function entryPlaceholder(game: Game, me: Player): EntryPlaceholder {
  return { otherName: game.players.find((player) => player.id !== me.id)?.screenName ?? null };
}

/**
 * SPEC §2, Game setup (and between rounds): add a prediction. A fetcher, so the screen stays and its game is not
 * read again (the answer and the socket update the store). The field is emptied at once, so
 * the next prediction can be typed while this one is saved; it is put back if saving failed
 * and nothing new was typed.
 */
export function AddEntryForm({ code, placeholder }: { code: string; placeholder: EntryPlaceholder }) {
  const t = useStrings().setup.addEntry;
  const fetcher = useFetcher<FormStatus>();
  const field = useRef<HTMLTextAreaElement>(null);
  const sent = useRef("");
  const state = fetcherStatus(fetcher);

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
    <fetcher.Form method="post" className="form" aria-busy={state.status === "processing"} onSubmit={submit}>
      <input type="hidden" name="gameCode" value={code} />
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
    </fetcher.Form>
  );
}
