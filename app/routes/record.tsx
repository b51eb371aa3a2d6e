import { useState } from "react";
import { Link } from "react-router";
import type { FamilyRecord, RecordYear } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { Page } from "../components/page";
import { recordYearLine } from "../game/record-line";
import { YearStyles } from "../game/year-styles";
import { plural } from "../i18n/format";
import { metaStrings } from "../i18n/meta-strings";
import { useLanguage, useStrings } from "../i18n/strings";
import type { Route } from "./+types/record";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).year.record.title }];
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { requireSession } = await import("../auth/require-session.client");
  await requireSession(request);
  const [{ familyRecord }, { ApiRequestError }] = await Promise.all([import("../game/year-api"), import("../api/api-client")]);
  const code = (params.gameId ?? "").toUpperCase();
  try {
    return { code, record: await familyRecord(code) };
  } catch (error) {
    // Nobody in the chain, or no such game: said in the page, as for any game one cannot open.
    if (error instanceof ApiRequestError && error.status === 404) return { code, record: null };
    throw error;
  }
}

export function HydrateFallback() {
  const t = useStrings().year.record;
  return (
    <Page heading={t.heading}>
      <p role="status" className="loading">{t.loading}</p>
    </Page>
  );
}

/**
 * The family record (docs/decisions/031): everyone who played in a chain of games played again,
 * year by year, with their predictions that came true and their Bingos; shared as a picture.
 */
export default function Record({ loaderData }: Route.ComponentProps) {
  const { code, record } = loaderData;
  const strings = useStrings();
  const t = strings.year.record;
  const language = useLanguage();
  if (!record) {
    return (
      <Page heading={t.heading}>
        <p>{t.notFound}</p>
        <Link className="button" to="/play/">{strings.start.myGames.heading}</Link>
      </Page>
    );
  }
  const yearLine = (year: RecordYear) => recordYearLine(year, strings, language);

  return (
    <Page heading={t.heading}>
      <YearStyles />
      <ol className="record">
        {record.people.map((person, index) => (
          <li key={index} className="record__person">
            <h2 className="record__name"><bdi>{person.name}</bdi></h2>
            <dl className="record__years">
              {record.games.map((game, year) => {
                const played = person.years[year];
                return (
                  <div key={game.code} className="record__year">
                    <dt dir="auto">{game.name}</dt>
                    <dd>
                      {played ? yearLine(played) : <span className="record__absent">{t.notPlaying}</span>}
                      {played && played.cameTrue.length > 0 && (
                        <ul className="record__came-true">
                          {played.cameTrue.map((text, at) => <li key={at} dir="auto">{text}</li>)}
                        </ul>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ol>
      <SharePicture record={record} yearLine={yearLine} />
      <Link className="text-link" to={`/play/${code}/`}>{t.back}</Link>
    </Page>
  );
}

/**
 * The record as a picture: drawn on a canvas only when asked (its code is loaded then), shared
 * with the share sheet where the browser can share files, else saved as a download.
 */
function SharePicture({ record, yearLine }: { record: FamilyRecord; yearLine: (year: RecordYear) => string }) {
  const t = useStrings().year.record;
  const [state, setState] = useState<"idle" | "busy" | "saved">("idle");
  const [failed, setFailed] = useState<string | null>(null);
  async function share() {
    setState("busy");
    setFailed(null);
    try {
      const { recordPicture, sharePicture } = await import("../game/record-picture");
      const title = fill(t.shareTitle, { name: record.games.at(-1)?.name ?? "" });
      const picture = await recordPicture(record, { title, heading: t.heading, notPlaying: t.notPlaying, line: yearLine });
      setState((await sharePicture(picture, title)) === "downloaded" ? "saved" : "idle");
    } catch (error) {
      setState("idle");
      setFailed(error instanceof Error ? error.message : String(error));
    }
  }
  return (
    <div className="stack record__share">
      <button type="button" className="button button--primary" disabled={state === "busy"} onClick={share}>
        {state === "busy" ? t.sharing : t.share}
      </button>
      <p role="status">{state === "saved" ? t.saved : ""}</p>
      {failed && <p role="alert">{failed}</p>}
    </div>
  );
}
