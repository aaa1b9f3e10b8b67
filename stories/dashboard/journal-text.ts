/** The journal row's texts in the story's language, as the Journal passes them to each row. */
import type { JournalRowText } from '../../src/ui/dashboard/JournalRow';
import { storyT } from '../support';

export function storyJournalText(context: { globals: Record<string, unknown> }, stageCount = 7): JournalRowText {
  const t = storyT(context);
  return {
    completed: t('dashboard:journal.statusCompleted'),
    inProgress: t('dashboard:journal.statusInProgress'),
    edit: t('dashboard:journal.edit'),
    view: t('dashboard:journal.view'),
    evaluate: t('dashboard:journal.evaluate'),
    viewEvaluation: t('dashboard:journal.viewEvaluation'),
    review: t('review:start'),
    tags: t('dashboard:journal.tags'),
    stage: (stage) => t('dashboard:journal.stage', { stage, total: stageCount }),
  };
}
