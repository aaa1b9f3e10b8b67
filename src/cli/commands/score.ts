/**
 * `npm run content -- score risk-tolerance FILE [--rules DIR]`: scores one
 * answers object (or an array of them) with the risk-tolerance rules and prints
 * the result as JSON. `--rules DIR` tries an edited copy of the rule files.
 */

import type { Answers } from '../../content/types';
import { scoreRiskTolerance } from '../../scoring/risk-tolerance';
import { defineCommand } from '../command';
import { isPlainObject, scoreFile } from '../score-file';

/** The rule sets this command can score with; the argument names the rule file. */
const SCORERS = ['risk-tolerance'];

export default defineCommand({
  name: 'score',
  synopsis: `${SCORERS.join('|')} FILE [--rules DIR]`,
  summary: 'score one answers object (or an array of them)',
  run: async (ctx) => {
    const [ruleSet, ...rest] = ctx.args;
    if (!ruleSet || !SCORERS.includes(ruleSet)) {
      ctx.stderr(ruleSet ? `unknown rule set "${ruleSet}"; available: ${SCORERS.join(', ')}` : ctx.usage);
      return 1;
    }
    return scoreFile(
      { ...ctx, args: rest },
      {
        usage: ctx.usage,
        scoreOne: (item, rules) => {
          if (!isPlainObject(item)) throw new Error('expected an answers object: {"fin-1": "lt20", ...}');
          return scoreRiskTolerance(item as Answers, rules.risk);
        },
      },
    );
  },
});
