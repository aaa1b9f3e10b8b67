import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raiseVersion } from './raise-version';
import { compareVersions } from './version-lock';

const version = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)).map((parts) => parts.join('.'));

describe('raiseVersion', () => {
  it('raises the last number for a patch and the middle one for a minor, resetting what follows', () => {
    expect(raiseVersion('1.1.0', 'patch')).toBe('1.1.1');
    expect(raiseVersion('1.1.3', 'minor')).toBe('1.2.0');
  });

  it('always lands higher, a minor above any patch, and keeps the first number', () => {
    fc.assert(
      fc.property(version, (v) => {
        const [patch, minor] = [raiseVersion(v, 'patch'), raiseVersion(v, 'minor')];
        expect(compareVersions(patch, v)).toBe(1);
        expect(compareVersions(minor, patch)).toBe(1);
        expect(minor.split('.')[0]).toBe(v.split('.')[0]);
        expect(minor).toMatch(/^\d+\.\d+\.0$/);
      }),
    );
  });
});
