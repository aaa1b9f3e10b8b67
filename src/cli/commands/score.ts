/**
 * `npm run content -- score risk-tolerance FILE [--rules DIR]`: scores one
 * answers object (or an array of them) with the risk-tolerance rules and prints
 * the result as JSON. `--rules DIR` tries an edited copy of the rule files.
 */

import type { Answers } from '../../content/types';
import { scoreRiskTolerance } from '../../scoring/risk-tolerance';
import type { Command } from '../command';
import { isPlainObject, scoreFile } from '../score-file';

const USAGE = 'usage: npm run content -- score risk-tolerance FILE [--rules DIR]';
/** The rule sets this command can score with; the argument names the rule file. */
const SCORERS = ['risk-tolerance'];

const score: Command = async (ctx) => {
  const [ruleSet, ...rest] = ctx.args;
  if (!ruleSet || !SCORERS.includes(ruleSet)) {
    ctx.stderr(ruleSet ? `unknown rule set "${ruleSet}"; available: ${SCORERS.join(', ')}` : USAGE);
    return 1;
  }
  return scoreFile(
    { ...ctx, args: rest },
    {
      usage: USAGE,
      scoreOne: (item, rules) => {
        if (!isPlainObject(item)) throw new Error('expected an answers object: {"fin-1": "lt20", ...}');
        return scoreRiskTolerance(item as Answers, rules.risk);
      },
    },
  );
};

export default score;
