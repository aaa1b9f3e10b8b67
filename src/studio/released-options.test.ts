import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bank } from '../content/types';
import { repoRoot } from '../scoring/testing/decision-answers';
import { LOCK_FILE, newestReleased, optionValuesOf, releasedCopyPath } from './released-options';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

describe('the option values a bank has released', () => {
  it('takes the highest version the lock records for the bank, by number not by text', () => {
    const lock = JSON.stringify({ banks: { a: { '1.9.0': 'x', '1.10.0': 'y', '1.2.0': 'z' } } });
    expect(newestReleased(lock, 'a')).toBe('1.10.0');
    expect(newestReleased(lock, 'b')).toBeUndefined();
    expect(newestReleased('not json', 'a')).toBeUndefined();
  });

  it('reads every shipped bank’s released copy: each choice question’s values, by question id', () => {
    const lock = read(LOCK_FILE);
    for (const id of Object.keys((JSON.parse(lock) as { banks: object }).banks)) {
      const version = newestReleased(lock, id);
      if (!version) throw new Error(`${id} is released`);
      const copy = read(releasedCopyPath(`questionnaires/${id}/bank.json`, version));
      const values = optionValuesOf(copy);
      const questions = (JSON.parse(copy) as Bank).sections.flatMap((section) => section.questions);
      for (const question of questions.filter((each) => each.options)) {
        expect([...(values.get(question.id) ?? [])]).toEqual(question.options?.map((option) => option.value));
      }
    }
  });
});
