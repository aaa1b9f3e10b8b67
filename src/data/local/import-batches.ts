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

export interface ImportBatch {
  /** JSON arrays of rows, as `import_my_data` takes them. */
  decisions: string;
  riskAssessments: string;
  reviews: string;
  /** How many rows the batch holds. */
  records: number;
}

type ListName = 'decisions' | 'riskAssessments' | 'reviews';

/**
 * The decisions first, then the assessments, then the reviews (a review must
 * find its decision written already), in batches of about `maxChars` of JSON;
 * a single row larger than that makes a batch of its own. There is always at
 * least one batch, even of nothing: its call is the one that writes the
 * profile and, with replace, deletes what was there.
 */
export function* importBatches(
  data: Record<ListName, Row[]>,
  maxChars: number = IMPORT_BATCH_CHARS,
): Generator<ImportBatch, void, void> {
  let parts: Record<ListName, string[]> = { decisions: [], riskAssessments: [], reviews: [] };
  let chars = 0;
  let records = 0;
  const batch = (): ImportBatch => ({
    decisions: `[${parts.decisions.join(',')}]`,
    riskAssessments: `[${parts.riskAssessments.join(',')}]`,
    reviews: `[${parts.reviews.join(',')}]`,
    records,
  });
  for (const list of ['decisions', 'riskAssessments', 'reviews'] as const) {
    for (const row of data[list]) {
      const json = JSON.stringify(row);
      if (records > 0 && chars + json.length > maxChars) {
        yield batch();
        parts = { decisions: [], riskAssessments: [], reviews: [] };
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
