/**
 * An import's rows cut into batches, each the JSON text of one call of
 * `import_my_data`. The embedded database's client encodes a query's
 * parameters on the page's main thread and copies them to the database's
 * worker in one message: a file of thousands of decisions as one call held the
 * page for most of a second. Batches are built one at a time, as the driver
 * asks for the next, so no step holds the page for long.
 */
import type { Row } from '../store';

/** A few milliseconds to encode and send, and few enough calls that their overhead stays small. */
export const IMPORT_BATCH_CHARS = 1_000_000;

/** The lists in the order they are written: a review or a second opinion must find its decision written already. */
const LISTS = ['decisions', 'riskAssessments', 'reviews', 'sharedPackets', 'secondOpinions'] as const;

type ListName = (typeof LISTS)[number];

/** JSON arrays of rows, as `import_my_data` takes them, and how many rows the batch holds. */
export type ImportBatch = Record<ListName, string> & { records: number };

const noParts = (): Record<ListName, string[]> => ({
  decisions: [],
  riskAssessments: [],
  reviews: [],
  sharedPackets: [],
  secondOpinions: [],
});

/**
 * The lists in the order of `LISTS`, in batches of about `maxChars` of JSON;
 * a single row larger than that makes a batch of its own. There is always at
 * least one batch, even of nothing: its call is the one that writes the
 * profile and, with replace, deletes what was there.
 */
export function* importBatches(
  data: Record<ListName, Row[]>,
  maxChars: number = IMPORT_BATCH_CHARS,
): Generator<ImportBatch, void, void> {
  let parts = noParts();
  let chars = 0;
  let records = 0;
  const batch = (): ImportBatch => {
    const lists = Object.fromEntries(LISTS.map((list) => [list, `[${parts[list].join(',')}]`]));
    return { ...(lists as Record<ListName, string>), records };
  };
  for (const list of LISTS) {
    for (const row of data[list]) {
      const json = JSON.stringify(row);
      if (records > 0 && chars + json.length > maxChars) {
        yield batch();
        parts = noParts();
        chars = 0;
        records = 0;
      }
      parts[list].push(json);
      chars += json.length + 1;
      records += 1;
    }
  }
  yield batch();
}
