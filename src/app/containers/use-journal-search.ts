/**
 * Runs the journal's search in the store as the investor types: the latest
 * words win (an answer to older words is dropped), and the results shown stay
 * until the new ones arrive, so the list never flashes empty between keystrokes.
 * A change to the journal (a save, a deletion, an import) searches again.
 */
import { useEffect, useState } from 'react';
import type { StorePort } from '../../data/ports';
import { type UserMessage, userMessage } from '../../i18n/user-message';

export interface JournalSearch {
  /** The ids found for the latest words; null while nothing is searched for. */
  matches: ReadonlySet<string> | null;
  /** Words were typed whose results have not arrived yet. */
  searching: boolean;
  error: UserMessage | null;
}

interface Found {
  query: string;
  journal: unknown;
  matches: ReadonlySet<string> | null;
  error: UserMessage | null;
}

export function useJournalSearch(
  store: Pick<StorePort, 'searchDecisions'>,
  query: string,
  journal: unknown,
): JournalSearch {
  const words = query.trim();
  const [found, setFound] = useState<Found>({ query: '', journal, matches: null, error: null });
  useEffect(() => {
    if (words === '') return;
    let latest = true;
    store.searchDecisions(words).then(
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
  }, [store, words, journal]);
  if (words === '') return { matches: null, searching: false, error: null };
  const current = found.query === words && found.journal === journal;
  return {
    matches: found.matches,
    searching: !current,
    error: current ? found.error : null,
  };
}
