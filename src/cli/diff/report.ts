/** The plain-text report of `content -- diff`: one line per changed record, its causes, then the summary. */
import {
  type Cause,
  largestCausesFirst,
  type RecordChange,
  type ScoreDiff,
  type Scored,
} from '../../scoring/score-diff';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const shown = (value: Cause['before'], measure: Cause['measure']) =>
  value === null ? '—' : typeof value === 'number' && measure === 'points' ? signed(value) : String(value);
const scoreText = (scored: Scored) => ('error' in scored ? `error (${scored.error})` : String(scored.score));
const gradeText = (scored: Scored) => ('error' in scored ? '—' : scored.grade);

function recordLines(change: RecordChange): string[] {
  const grade = change.kind === 'decision' ? 'rating' : 'type';
  const head = [
    `${change.gradeChanged ? '*' : ' '} ${change.kind} ${change.id}${change.source === 'fixture' ? ' (fixture)' : ''}`,
    `score ${scoreText(change.before)} → ${scoreText(change.after)}${change.delta === 0 ? '' : ` (${signed(change.delta)})`}`,
    change.gradeChanged
      ? `${grade} ${gradeText(change.before)} → ${gradeText(change.after)}`
      : `${grade} ${gradeText(change.after)}`,
  ].join('   ');
  return [
    head,
    ...largestCausesFirst(change.causes).map(
      ({ rule, measure, before, after }) => `      ${rule}: ${shown(before, measure)} → ${shown(after, measure)}`,
    ),
  ];
}

const moveList = (moves: Record<string, number>) =>
  Object.entries(moves)
    .sort((a, b) => b[1] - a[1])
    .map(([move, count]) => `${move} ${count}`)
    .join(', ');

export function formatDiff(diff: ScoreDiff, heading: string): string[] {
  const { summary } = diff;
  const lines = [heading, ''];
  for (const change of diff.changes) lines.push(...recordLines(change));
  if (diff.changes.length === 0) lines.push('No score, rating or risk type changes.');
  const { decisions: d, assessments: a } = summary;
  lines.push(
    '',
    'Summary',
    `  decisions:   ${d.compared} compared (${d.fixtures} fixtures), ${d.changedScores} scores changed, ${d.changedRatings} ratings changed${d.changedRatings > 0 ? ` (${moveList(summary.ratingMoves)})` : ''}`,
    `  assessments: ${a.compared} compared (${a.fixtures} fixtures), ${a.changedScores} scores changed, ${a.changedTypes} risk types changed${a.changedTypes > 0 ? ` (${moveList(summary.typeMoves)})` : ''}`,
  );
  if (summary.failures > 0) lines.push(`  scored on one side only: ${summary.failures} (see "error" above)`);
  if (summary.largestMoves.length > 0) {
    lines.push(
      `  largest moves: ${summary.largestMoves.map(({ kind, id, delta }) => `${kind} ${id} ${signed(delta)}`).join(', ')}`,
    );
  }
  if (summary.causes.length > 0) {
    lines.push('  caused by (records changed, of them with a new rating or type):');
    for (const { rule, records, gradeChanges } of summary.causes)
      lines.push(`    ${rule}: ${records}, ${gradeChanges}`);
  }
  lines.push('  (* = rating or risk type changed)');
  return lines;
}
