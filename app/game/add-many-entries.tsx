import { useEffect, useRef, useState } from "react";
import type { Entry } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { EntryOrigin } from "../../shared/constants";
import type { Language } from "../../shared/languages";
import { comparableText } from "../../shared/typed-text";
import { ApiRequestError } from "../api/api-client";
import { loadSchemas } from "../forms/load-schemas";
import { sayInPageLanguage } from "../i18n/page-language-sayer";
import { problemMessage } from "../forms/form-status";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";
import { addEntry } from "./game-api";
import { addInTurn, entriesToAdd, pastedLines, refusalReasons, type RefusedLine } from "./many-entries";
import type { StarterPack, StarterPackId } from "./starter-ideas/starter-pack";
// Inlined, as app.css is: setup's screen only.
import addManyCss from "./add-many-entries.css?inline";

/** One file of packs per language: a phone loads its page's language only. */
const PACKS_BY_LANGUAGE: Record<Language, () => Promise<{ packs: readonly StarterPack[] }>> = {
  en: () => import("./starter-ideas/en"),
  es: () => import("./starter-ideas/es"),
  de: () => import("./starter-ideas/de"),
  fr: () => import("./starter-ideas/fr"),
  "pt-BR": () => import("./starter-ideas/pt-BR"),
};

/** The entry schema's own message for a text the server would refuse (`cannotAdd` when it has none), or null. */
async function entryChecker(code: string, cannotAdd: string) {
  const { addEntryInput } = await loadSchemas();
  return (text: string) => {
    const result = addEntryInput.safeParse({ gameCode: code, text });
    if (result.success) return null;
    const message = result.error.issues[0]?.message;
    return message ? sayInPageLanguage(message) : cannotAdd;
  };
}

/** A refusal of this one prediction (someone added it meanwhile): the others still go. */
const refusesOneOnly = (error: unknown) => error instanceof ApiRequestError && error.body?.code === "DUPLICATE_ENTRY";

type Outcome = { added: number; refused: RefusedLine[]; stoppedBy: string | null };

/**
 * Many predictions at once during setup. Starter ideas (themed packs in
 * the page's language: pick some or all, then one tap) and a pasted list (one per line). Each
 * is checked as the server will before anything is sent, and the ones that cannot go in are
 * named with the reason; the rest are added in turn, with the count shown as they go.
 */
export function AddManyEntries({ code, entries }: { code: string; entries: Entry[] }) {
  return (
    <>
      <style href="add-many-entries" precedence="default">
        {addManyCss}
      </style>
      <StarterIdeas code={code} entries={entries} />
      <PastedList code={code} entries={entries} />
    </>
  );
}

function useAddMany(code: string, entries: Entry[], origin: EntryOrigin) {
  const t = useStrings();
  const [adding, setAdding] = useState<{ done: number; of: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const poolTexts = entries.map((entry) => entry.text);

  async function addMany(texts: readonly string[], firstLine: number): Promise<string[]> {
    setOutcome(null);
    const check = await entryChecker(code, t.setup.addMany.cannotAdd).catch(() => () => null);
    const { toAdd, refused } = entriesToAdd(texts, poolTexts, check, refusalReasons(t), firstLine);
    setAdding({ done: 0, of: toAdd.length });
    const result = await addInTurn(
      toAdd,
      (text) => addEntry(code, text, origin),
      (done) => setAdding({ done, of: toAdd.length }),
      refusesOneOnly,
      problemMessage,
    );
    setAdding(null);
    setOutcome({ added: result.added.length, refused: [...refused, ...result.refused], stoppedBy: result.stoppedBy });
    return result.unsent;
  }
  return { adding, outcome, addMany };
}

function AddManyStatus({ adding, outcome }: { adding: { done: number; of: number } | null; outcome: Outcome | null }) {
  const t = useStrings().setup.addMany;
  const language = useLanguage();
  return (
    <div className="add-many__status" role="status">
      {adding && <p>{fill(t.adding, { done: Math.min(adding.done + 1, adding.of), total: adding.of })}</p>}
      {outcome && (
        <>
          <p>{plural(language, outcome.added, t.added)}</p>
          {outcome.stoppedBy && <p role="alert">{fill(t.restNotSent, { reason: outcome.stoppedBy })}</p>}
          {outcome.refused.length > 0 && (
            <>
              <p>{plural(language, outcome.refused.length, t.notAdded)}</p>
              <ul className="add-many__refused">
                {outcome.refused.map((refused, index) => (
                  <li key={index}>
                    {refused.line > 0 && fill(t.line, { line: refused.line })}
                    <q dir="auto">{refused.text}</q> — {refused.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

function StarterIdeas({ code, entries }: { code: string; entries: Entry[] }) {
  const t = useStrings().setup.starterIdeas;
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [packs, setPacks] = useState<readonly StarterPack[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [packId, setPackId] = useState<StarterPackId>("holidays");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Picked, not written: nobody's own prophecy (docs/decisions/026).
  const { adding, outcome, addMany } = useAddMany(code, entries, "STARTER_IDEA");

  useEffect(() => {
    if (!open || packs) return;
    let cancelled = false;
    // The page's language: it lasts until the page reloads (a new language reloads it).
    PACKS_BY_LANGUAGE[language]().then(
      (module) => !cancelled && setPacks(module.packs),
      (error: unknown) => !cancelled && setProblem(problemMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [open, packs, language]);

  const pack = packs?.find((candidate) => candidate.id === packId) ?? packs?.[0];
  const inPool = new Set(entries.map((entry) => comparableText(entry.text)));
  const available = pack?.ideas.filter((idea) => !inPool.has(comparableText(idea))) ?? [];
  const chosenHere = available.filter((idea) => chosen.has(idea));

  const toggle = (idea: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(idea)) next.delete(idea);
      else next.add(idea);
      return next;
    });

  return (
    <details className="add-many" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="add-many__summary">{t.heading}</summary>
      {problem && <p role="alert">{problem}</p>}
      {!packs && !problem && <p className="loading">{t.loading}</p>}
      {packs && pack && (
        <>
          <div className="add-many__packs" role="group" aria-label={t.themesLabel}>
            {packs.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className="button button--small"
                aria-pressed={candidate.id === pack.id}
                onClick={() => setPackId(candidate.id)}
              >
                {t.themes[candidate.id]}
              </button>
            ))}
          </div>
          <fieldset className="add-many__ideas">
            <legend>{t.themes[pack.id]}</legend>
            <ul>
              {pack.ideas.map((idea) => {
                const already = !available.includes(idea);
                return (
                  <li key={idea}>
                    <label>
                      <input
                        type="checkbox"
                        checked={already || chosen.has(idea)}
                        disabled={already || adding !== null}
                        onChange={() => toggle(idea)}
                      />{" "}
                      <span dir="auto">{idea}</span>
                      {already && <span className="add-many__in-pool">{` ${t.inPool}`}</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="add-many__actions">
            <button
              type="button"
              className="button"
              disabled={adding !== null || available.length === 0}
              onClick={() =>
                setChosen((before) => {
                  const next = new Set(before);
                  const all = chosenHere.length === available.length;
                  for (const idea of available) {
                    if (all) next.delete(idea);
                    else next.add(idea);
                  }
                  return next;
                })
              }
            >
              {chosenHere.length === available.length && available.length > 0 ? t.chooseNone : t.chooseAll}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={adding !== null || chosenHere.length === 0}
              onClick={async () => {
                await addMany(chosenHere, 0);
                setChosen(new Set());
              }}
            >
              {plural(language, chosenHere.length, t.addIdeas)}
            </button>
          </div>
        </>
      )}
      <AddManyStatus adding={adding} outcome={outcome} />
    </details>
  );
}

function PastedList({ code, entries }: { code: string; entries: Entry[] }) {
  const t = useStrings().setup.pasteList;
  const field = useRef<HTMLTextAreaElement>(null);
  const { adding, outcome, addMany } = useAddMany(code, entries, "TYPED");
  return (
    <details className="add-many">
      <summary className="add-many__summary">{t.heading}</summary>
      <label className="field">
        <span>{t.label}</span>
        <textarea ref={field} rows={6} disabled={adding !== null} />
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={adding !== null}
        onClick={async () => {
          const text = field.current?.value ?? "";
          const unsent = await addMany(pastedLines(text), 1);
          // What was not sent stays, to send again; what went in, or was said, goes.
          if (field.current) field.current.value = unsent.join("\n");
        }}
      >
        {t.submit}
      </button>
      <AddManyStatus adding={adding} outcome={outcome} />
    </details>
  );
}
