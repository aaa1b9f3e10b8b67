/**
 * The impact panel at work: on request it gathers the two sides (the rules at
 * HEAD, the rules with the open file's text) through the client and has them
 * scored in a worker (or by `compute`, a stand-in in stories), keeping the
 * text it computed for so the panel can say when the edit has moved on. Its
 * parent keys it by file, so another file starts afresh; a result that
 * arrives after a newer request is dropped.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFF_DEFAULTS } from '../scoring/diff-over-records';
import { ImpactPanel, type ImpactState } from './ImpactPanel';
import { gatherImpactInput, IMPACT_BASE, type ImpactInputProblem } from './impact-input';
import { gradeOrder } from './impact-view';
import { type ImpactComputation, runImpactInWorker } from './run-impact-in-worker';
import type { StudioClient } from './studio-client';

export interface StudioImpactProps {
  client: StudioClient;
  file: string;
  text: string;
  compute?: ImpactComputation;
}

export function StudioImpact({ client, file, text, compute = runImpactInWorker }: StudioImpactProps) {
  const { t } = useTranslation('studio');
  const [state, setState] = useState<ImpactState>({ kind: 'idle' });
  const [computedFor, setComputedFor] = useState<string | undefined>();
  const run = useRef(0);

  const problemText = useCallback(
    (problem: ImpactInputProblem) => {
      if (problem.kind === 'invalid-json') return t('impact.errors.invalidJson', problem);
      if (problem.kind === 'rule-problems') return t('impact.errors.ruleProblems', { count: problem.count });
      return t(`errors.${problem.failure.error}`, { message: problem.failure.message });
    },
    [t],
  );

  const start = async () => {
    run.current += 1;
    const mine = run.current;
    setState({ kind: 'loading' });
    const gathered = await gatherImpactInput(client, file, text);
    if (mine !== run.current) return;
    if (!gathered.ok) {
      setState({ kind: 'failed', message: problemText(gathered.problem) });
      return;
    }
    const { input } = gathered;
    const reply = await compute(input);
    if (mine !== run.current) return;
    if (!reply.ok) {
      setState({ kind: 'failed', message: t('impact.errors.failed', { message: reply.message }) });
      return;
    }
    const sides = [input.current, input.edited];
    setState({
      kind: 'ready',
      diff: reply.diff,
      ms: reply.ms,
      orders: { decision: gradeOrder('decision', sides), assessment: gradeOrder('assessment', sides) },
    });
    setComputedFor(text);
  };

  return (
    <ImpactPanel
      state={state}
      stale={computedFor !== undefined && computedFor !== text}
      onRun={() => void start()}
      base={IMPACT_BASE}
      count={DIFF_DEFAULTS.count}
      seed={DIFF_DEFAULTS.seed}
    />
  );
}
