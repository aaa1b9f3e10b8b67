/**
 * Runs the journal's search in the store as the investor types: the latest
 * words win (an answer to older words is dropped), and the results shown stay
 * until the new ones arrive, so the list never flashes empty between keystrokes.
 * A change to the journal (a save, a deletion, an import) searches again.
 *
 * `start` asks the store at once, from the keystroke's own handler: with years
 * of history, drawing the dashboard for the new words takes about as long as
 * the database's answer, and the two then overlap instead of following each
 * other. The effect takes the answer already on its way rather than asking twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StorePort } from '../../data/ports';
import { type UserMessage, userMessage } from '../../i18n/user-message';

export interface JournalSearch {
  /** The ids found for the latest words; null while nothing is searched for. */
  matches: ReadonlySet<string> | null;
  /** Words were typed whose results have not arrived yet. */
  searching: boolean;
  error: UserMessage | null;
  /** Starts searching for `query` now, before the words reach the hook on the next render. */
  start: (query: string) => void;
}

interface Found {
  query: string;
  journal: unknown;
  matches: ReadonlySet<string> | null;
  error: UserMessage | null;
}

interface Asked {
  words: string;
  journal: unknown;
  answer: Promise<string[]>;
}

export function useJournalSearch(
  store: Pick<StorePort, 'searchDecisions'>,
  query: string,
  journal: unknown,
): JournalSearch {
  const words = query.trim();
  const [found, setFound] = useState<Found>({ query: '', journal, matches: null, error: null });
  const asked = useRef<Asked | null>(null);
  const ask = useCallback(
    (next: string, of: unknown): Promise<string[]> => {
      const earlier = asked.current;
      if (earlier && earlier.words === next && earlier.journal === of) return earlier.answer;
      const answer = store.searchDecisions(next);
      // Settled either way by whoever awaits it; this copy only keeps a refusal from going unheard.
      answer.catch(() => undefined);
      asked.current = { words: next, journal: of, answer };
      return answer;
    },
    [store],
  );
  const latestJournal = useRef(journal);
  latestJournal.current = journal;
  const start = useCallback(
    (next: string) => {
      const trimmed = next.trim();
      if (trimmed !== '') void ask(trimmed, latestJournal.current);
    },
    [ask],
  );
  useEffect(() => {
    if (words === '') return;
    let latest = true;
    ask(words, journal).then(
      (ids) => {
        if (latest) setFound({ query: words, journal, matches: new Set(ids), error: null });
      },
      (error: unknown) => {
        if (latest)
          setFound({ query: words, journal, matches: null, error: userMessage(error, 'errors:searchFailed') });
      },
    );
    return () => {
      latest = false;
    };
  }, [ask, words, journal]);
  if (words === '') return { matches: null, searching: false, error: null, start };
  const current = found.query === words && found.journal === journal;
  return {
    matches: found.matches,
    searching: !current,
    error: current ? found.error : null,
    start,
  };
}
