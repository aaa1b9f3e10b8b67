/**
 * `npm run content -- evaluate FILE [--rules DIR] [--profile TYPE[:SCORE]]`:
 * evaluates one `{ "name": ..., "answers": {...} }` decision (or an array of
 * them) with the decision-evaluation rules and prints the result as JSON.
 * `--profile` evaluates it for an investor whose latest risk assessment has
 * that type (and score; the middle of the type's range unless given), so an
 * editor can try the rules that compare a decision with the investor's profile.
 */

import type { Answers } from '../../content/types';
import { evaluateDecision } from '../../scoring/evaluate-decision';
import { type RiskProfile, riskProfileOf } from '../../scoring/risk-profile';
import type { RiskRules } from '../../scoring/rule-types';
import { defineCommand } from '../command';
import { isPlainObject, scoreFile } from '../score-file';

/** "conservative" or "conservative:20", held to the types the risk rules define. */
function parseProfile(arg: string, rules: RiskRules): RiskProfile {
  const [type, scoreText] = arg.split(':');
  const profile = rules.profiles.find(({ key }) => key === type);
  if (!profile) {
    throw new Error(`--profile: "${type}" is not a risk type (${rules.profiles.map(({ key }) => key).join(', ')})`);
  }
  const [low, high] = profile.scoreRange;
  const score = scoreText === undefined ? Math.round((low + high) / 2) : Number(scoreText);
  if (!Number.isInteger(score) || score < 0 || score > 100) {
    throw new Error(`--profile: the score must be a whole number from 0 to 100, not "${scoreText}"`);
  }
  return riskProfileOf({ type: profile.key, score }, rules);
}

export default defineCommand({
  name: 'evaluate',
  synopsis: 'FILE [--rules DIR] [--profile TYPE[:SCORE]]',
  summary:
    'evaluate one {name, answers} object (or an array of them), optionally for an investor with that risk profile',
  run: async (ctx) => {
    const args = [...ctx.args];
    const at = args.indexOf('--profile');
    const [, profileArg] = at >= 0 ? args.splice(at, 2) : [];
    if (at >= 0 && profileArg === undefined) {
      ctx.stderr(ctx.usage);
      return 1;
    }
    return scoreFile(
      { ...ctx, args },
      {
        usage: ctx.usage,
        scoreOne: (item, rules) => {
          if (!isPlainObject(item) || !isPlainObject(item.answers)) {
            throw new Error('expected a decision: {"name": "...", "answers": {"1-1": "...", ...}}');
          }
          const bank = rules.banks.find(({ id }) => id === rules.evaluation.bank);
          if (!bank) throw new Error(`no question bank "${rules.evaluation.bank}"`);
          const profile = profileArg === undefined ? null : parseProfile(profileArg, rules.risk);
          return evaluateDecision(
            { name: String(item.name ?? ''), answers: item.answers as Answers, profile },
            bank,
            rules.evaluation,
          );
        },
      },
    );
  },
});
