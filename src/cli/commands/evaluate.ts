/**
 * `npm run content -- evaluate FILE [--rules DIR]`: evaluates one
 * `{ "name": ..., "answers": {...} }` decision (or an array of them) with the
 * decision-evaluation rules and prints the result as JSON.
 */

import type { Answers } from '../../content/types';
import { evaluateDecision } from '../../scoring/evaluate-decision';
import type { Command } from '../command';
import { isPlainObject, scoreFile } from '../score-file';

const USAGE = 'usage: npm run content -- evaluate FILE [--rules DIR]';

const evaluate: Command = async (ctx) =>
  scoreFile(ctx, {
    usage: USAGE,
    scoreOne: (item, rules) => {
      if (!isPlainObject(item) || !isPlainObject(item.answers)) {
        throw new Error('expected a decision: {"name": "...", "answers": {"1-1": "...", ...}}');
      }
      const bank = rules.banks.find(({ id }) => id === rules.evaluation.bank);
      if (!bank) throw new Error(`no question bank "${rules.evaluation.bank}"`);
      return evaluateDecision(
        { name: String(item.name ?? ''), answers: item.answers as Answers },
        bank,
        rules.evaluation,
      );
    },
  });

export default evaluate;
