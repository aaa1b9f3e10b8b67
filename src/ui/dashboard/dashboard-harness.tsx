/**
 * The dashboard as the tests drive it: the journal, replaced by a stand-in editor
 * (a Back button) while a decision is open, as the app does, with a sidebar
 * beside it; in English. Test-only helper.
 */
import { type ReactElement, type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';
import { createI18n } from '../../i18n';
import { DashboardLayout } from './DashboardLayout';
import { Journal } from './Journal';

export function dashboardWithEditor(decisions: readonly DecisionSummary[], sidebar: ReactNode): ReactElement {
  return <Dashboard decisions={decisions} sidebar={sidebar} />;
}

const i18n = createI18n('en');

function Dashboard({ decisions, sidebar }: { decisions: readonly DecisionSummary[]; sidebar: ReactNode }) {
  const [open, setOpen] = useState(false);
  const editor = (
    <button type="button" onClick={() => setOpen(false)}>
      Back
    </button>
  );
  const journal = (
    <Journal
      decisions={decisions}
      stageCount={7}
      onNew={() => setOpen(true)}
      onOpen={() => setOpen(true)}
      onEvaluate={() => {}}
    />
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DashboardLayout sidebar={sidebar} main={open ? editor : journal} />
    </I18nextProvider>
  );
}
