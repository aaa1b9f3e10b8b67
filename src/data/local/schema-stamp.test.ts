/** A tab compares the database's applied scripts with its own before it touches the data. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSchema } from './schema-stamp';
import type { ScriptStamp } from './sql-scripts';

const stamps = fc.uniqueArray(
  fc.record({
    key: fc.stringMatching(/^migrations\/[0-9]{4}_[a-z]{1,6}\.sql$/),
    checksum: fc.stringMatching(/^[0-9a-f]{4,8}$/),
  }),
  { selector: (stamp) => stamp.key, maxLength: 12 },
);

describe('compareSchema', () => {
  it('finds the same scripts the same, in any order', () => {
    fc.assert(
      fc.property(stamps, (bundled) => {
        expect(compareSchema([...bundled].reverse(), bundled)).toEqual({ kind: 'same' });
      }),
    );
  });

  it('tells an older database (another tab on an older build) from a newer one (this tab is outdated)', () => {
    fc.assert(
      fc.property(stamps, fc.nat(), (all, cut) => {
        fc.pre(all.length > 0);
        const split = cut % all.length;
        const older = all.slice(0, split);
        const missing = all.slice(split).map((stamp) => stamp.key);
        expect(compareSchema(older, all)).toEqual({ kind: 'database-older', keys: missing });
        expect(compareSchema(all, older)).toEqual({ kind: 'database-newer', keys: missing });
      }),
    );
  });

  it('names an edited released script, and trusts scripts recorded before checksums were kept', () => {
    const bundled: ScriptStamp[] = [
      { key: 'shim/00_a.sql', checksum: 'aaa' },
      { key: 'migrations/1_b.sql', checksum: 'bbb' },
    ];
    expect(
      compareSchema(
        [
          { key: 'shim/00_a.sql', checksum: 'xxx' },
          { key: 'migrations/1_b.sql', checksum: 'bbb' },
        ],
        bundled,
      ),
    ).toEqual({
      kind: 'changed',
      keys: ['shim/00_a.sql'],
    });
    const legacy = bundled.map((stamp) => ({ key: stamp.key, checksum: null as unknown as string }));
    expect(compareSchema(legacy, bundled)).toEqual({ kind: 'same' });
  });
});
