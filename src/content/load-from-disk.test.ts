/** A bank folder nobody's code knows about is discovered and checked like the shipped ones. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankFilesOnDisk, loadContentFromDisk } from './load-from-disk';

const fixtureRoot = path.resolve(import.meta.dirname, '../../tests/fixtures/banks');

describe('loadContentFromDisk on the fixture content root', () => {
  it('discovers the fixture bank by its folder', () => {
    expect(bankFilesOnDisk(fixtureRoot)).toEqual(['questionnaires/trade-review/bank.json']);
  });

  it('loads it and its glossary with no problems', () => {
    const { banks, glossary, problems } = loadContentFromDisk(fixtureRoot);
    expect(problems).toEqual([]);
    expect(banks.map((bank) => bank.id)).toEqual(['trade-review']);
    expect(glossary.terms.map((entry) => entry.id)).toEqual(['slippage', 'stop-loss']);
  });

  it('reports a root without content', () => {
    const { banks, problems } = loadContentFromDisk(path.join(fixtureRoot, 'no-such-dir'));
    expect(banks).toEqual([]);
    expect(problems).toEqual([{ file: 'questionnaires/glossary.json', path: '$', message: 'file not found' }]);
  });
});
