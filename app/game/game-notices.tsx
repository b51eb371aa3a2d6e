import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Entry, Player, Seat } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import type { Language } from "../../shared/languages";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { playCueLater } from "./play-cue";

/** How long a short notice shows; it wipes away (app.css, `.ticker__notice--leaving`) over its last moments. */
const NOTICE_MS = 5_000;
const WIPE_MS = 400;
/** A longer one stays long enough to be read at a glance's pace (about 15 letters a second), up to this. */
const LONGEST_NOTICE_MS = 15_000;
const MS_PER_CHARACTER = 65;

/** How long a notice of this many characters stays up. */
export function noticeMs(characters: number): number {
  return Math.min(LONGEST_NOTICE_MS, Math.max(NOTICE_MS, 1_500 + characters * MS_PER_CHARACTER));
}
/** At most this many at once; a bigger burst of marks (a resync after a reconnect) becomes one notice. */
const MOST_SHOWN = 3;
const NOBODY: readonly number[] = [];
const NO_SEATS: readonly Seat[] = [];

interface Notice {
  key: number;
  content: ReactNode;
  /** Said to screen readers only: who marked it (MarksAnnouncer leaves marks to these notices). */
  spoken?: string;
  /** Someone is one away: the notice pulses (still under reduced motion), and two ticks sound. */
  tension?: boolean;
  /** How long it stays up (`noticeMs`). */
  shownMs: number;
}

/**
 * Whose prediction came true, and the whole prediction (up to 200 characters: the notice
 * wraps, and stays up as long as it takes to read). Names and entries are isolated (<bdi>):
 * right-to-left text cannot reorder the sentence.
 */
function creditNotice(entry: Entry, myPlayerId: number, t: Catalogue): Pick<Notice, "content" | "shownMs"> {
  const texts = t.play.notices;
  const mine = entry.playerId === myPlayerId;
  const template = mine ? texts.yourPredictionCameTrue : texts.playerPredictionCameTrue;
  const name = entry.playerName || t.play.words.someoneAtStart;
  return {
    content: fillNodes(template, { name: <bdi>{name}</bdi>, entry: <bdi>{entry.text}</bdi> }),
    shownMs: noticeMs(fill(template, { name, entry: entry.text }).length),
  };
}

/** Most names a one-away notice lists; beyond, "and N more". */
const MOST_NAMED = 3;

/**
 * Who has just become one away, in one notice (a mark can do it to several at once: only the
 * newest notice shows, so one each would hide all but the last). `null` is the reader: "You".
 */
export function oneAwayNotice(screenNames: ReadonlyArray<string | null>, t: Catalogue, language: Language): ReactNode {
  const texts = t.play.notices;
  const you = screenNames.includes(null);
  const others = screenNames.filter((name): name is string => name !== null);
  const named: ReactNode[] = [
    ...(you ? [texts.youInList] : []),
    ...others.slice(0, you ? MOST_NAMED - 1 : MOST_NAMED).map((name, index) => <bdi key={index}>{name}</bdi>),
  ];
  const more = screenNames.length - named.length;
  if (more > 0) named.push(plural(language, more, texts.more));
  if (named.length === 1) return you ? texts.youOneAway : fillNodes(texts.playerOneAway, { name: named[0] });
  const listed = named.flatMap((name, index) =>
    index === 0 ? [name] : [index === named.length - 1 ? texts.listAnd : texts.listComma, name],
  );
  return fillNodes(you ? texts.manyWithYouOneAway : texts.manyOneAway, { names: listed });
}

/**
 * Short visible notices on the play screen: whose prediction came true when an
 * entry is marked, and who has just become one away. Changes only, never what was already
 * so when the screen opened. A polite live region that is not atomic: each notice is read once.
 *
 * They have their place right under the board and Call Bingo, never over either: the newest
 * shows, whole, and when it goes the one before it shows again for what is left of its time
 * (app.css, `.ticker`). A notice lies over what follows (the selected square's detail) rather
 * than push it down, so nothing moves when one comes or goes; the first-play hint rests in
 * the same place.
 */
export function GameNotices({
  entries,
  players,
  oneAwayPlayerIds = NOBODY,
  seats = NO_SEATS,
  myPlayerId,
  hint = null,
}: {
  entries: Entry[];
  players: Player[];
  oneAwayPlayerIds?: readonly number[];
  /** The round's paper seats (docs/decisions/032): followed like players, so told like them. */
  seats?: readonly Seat[];
  myPlayerId: number;
  /** Shown in the line while no notice is (the first-play hint); outside the live region. */
  hint?: string | null;
}) {
  const t = useStrings();
  const language = useLanguage();
  const [notices, setNotices] = useState<Notice[]>([]);
  const marksSeen = useRef<Map<number, boolean> | null>(null);
  const oneAwaySeen = useRef<ReadonlySet<number> | null>(null);
  const seatsSeen = useRef<ReadonlyMap<number, Seat> | null>(null);
  const nextKey = useRef(0);
  // Read when a change arrives, not a reason to run the effects: a rename alone is no news.
  const playersNow = useRef(players);
  playersNow.current = players;
  const nameOf = (playerId: number | null) =>
    playersNow.current.find((player) => player.id === playerId)?.screenName;

  function show(added: Array<Omit<Notice, "key" | "shownMs"> & { shownMs?: number }>) {
    if (added.length === 0) return;
    const keyed = added.map((notice) => ({ shownMs: NOTICE_MS, ...notice, key: nextKey.current++ }));
    setNotices((shown) => [...shown, ...keyed].slice(-MOST_SHOWN));
  }

  useEffect(() => {
    const before = marksSeen.current;
    marksSeen.current = new Map(entries.map((entry) => [entry.id, entry.isMarked]));
    if (!before) return;
    const cameTrue = entries.filter((entry) => entry.isMarked && before.get(entry.id) === false);
    if (cameTrue.length > MOST_SHOWN) return show([{ content: plural(language, cameTrue.length, t.play.notices.manyCameTrue) }]);
    show(
      cameTrue.map((entry) => {
        const marker = entry.markedBy === myPlayerId ? undefined : nameOf(entry.markedBy);
        return { ...creditNotice(entry, myPlayerId, t), spoken: marker && fill(t.play.notices.markedIt, { name: marker }) };
      }),
    );
  }, [entries, myPlayerId]);

  useEffect(() => {
    const before = oneAwaySeen.current;
    oneAwaySeen.current = new Set(oneAwayPlayerIds);
    if (!before) return;
    const newly = oneAwayPlayerIds.filter((playerId) => !before.has(playerId));
    if (newly.length > 0) playCueLater("one-away");
    if (newly.length === 0) return;
    // The reader first, then the others in the order the server lists them.
    const names = newly
      .map((playerId) => (playerId === myPlayerId ? null : (nameOf(playerId) ?? t.play.words.someoneAtStart)))
      .sort((a, b) => (a === null ? -1 : b === null ? 1 : 0));
    show([{ content: oneAwayNotice(names, t, language), tension: true }]);
  }, [oneAwayPlayerIds, myPlayerId]);

  useEffect(() => {
    const before = seatsSeen.current;
    seatsSeen.current = new Map(seats.map((seat) => [seat.id, seat]));
    if (!before) return;
    const onPaper = seats.filter((seat) => seat.claimedBy === null);
    const newlyOneAway = onPaper.filter((seat) => seat.oneAway && !before.get(seat.id)?.oneAway);
    const newlyBingo = onPaper.filter((seat) => seat.hasBingo && !before.get(seat.id)?.hasBingo);
    if (newlyOneAway.length > 0) playCueLater("one-away");
    show([
      ...(newlyOneAway.length > 0 ? [{ content: oneAwayNotice(newlyOneAway.map((seat) => seat.name), t, language), tension: true }] : []),
      ...newlyBingo.map((seat) => ({ content: fillNodes(t.seats.hasBingo, { name: <bdi>{seat.name}</bdi> }), tension: true })),
    ]);
  }, [seats]);

  const dismiss = (key: number) => setNotices((shown) => shown.filter((notice) => notice.key !== key));

  return (
    <div className="ticker-line">
      <div className="ticker" aria-live="polite" aria-atomic="false">
        {notices.map((notice) => (
          <Toast key={notice.key} notice={notice} onDone={dismiss} />
        ))}
      </div>
      {hint && <p className="ticker__hint">{hint}</p>}
    </div>
  );
}

function Toast({ notice, onDone }: { notice: Notice; onDone: (key: number) => void }) {
  const [leaving, setLeaving] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  // Timers, not a CSS animation alone: what is shown and when it goes follow one clock.
  useEffect(() => {
    const wipe = setTimeout(() => setLeaving(true), notice.shownMs - WIPE_MS);
    const gone = setTimeout(() => done.current(notice.key), notice.shownMs);
    return () => {
      clearTimeout(wipe);
      clearTimeout(gone);
    };
  }, [notice.key]);
  return (
    <p
      className={["ticker__notice", notice.tension && "ticker__notice--tension", leaving && "ticker__notice--leaving"]
        .filter(Boolean)
        .join(" ")}
    >
      {notice.content}
      {notice.spoken && <span className="visually-hidden"> {notice.spoken}</span>}
    </p>
  );
}
