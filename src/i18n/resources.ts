/**
 * UI string tables, one JSON file per namespace and language. Each feature owns
 * its namespace file; keys are typed (see i18next.d.ts), so a missing key is a
 * type error, and tests/i18n checks the two languages hold the same keys.
 * Question texts live in the banks and scoring messages in scoring-rules/, not here.
 * `studio` is the content studio's (a dev-only page): the app never loads it (app-i18n.ts).
 */
import enAi from './locales/en/ai.json';
import enAuth from './locales/en/auth.json';
import enCalibration from './locales/en/calibration.json';
import enCommon from './locales/en/common.json';
import enDashboard from './locales/en/dashboard.json';
import enData from './locales/en/data.json';
import enEditor from './locales/en/editor.json';
import enErrors from './locales/en/errors.json';
import enEvaluation from './locales/en/evaluation.json';
import enForm from './locales/en/form.json';
import enOpinions from './locales/en/opinions.json';
import enPackets from './locales/en/packets.json';
import enPwa from './locales/en/pwa.json';
import enReview from './locales/en/review.json';
import enRisk from './locales/en/risk.json';
import enShell from './locales/en/shell.json';
import enStudio from './locales/en/studio.json';
import zhAi from './locales/zh/ai.json';
import zhAuth from './locales/zh/auth.json';
import zhCalibration from './locales/zh/calibration.json';
import zhCommon from './locales/zh/common.json';
import zhDashboard from './locales/zh/dashboard.json';
import zhData from './locales/zh/data.json';
import zhEditor from './locales/zh/editor.json';
import zhErrors from './locales/zh/errors.json';
import zhEvaluation from './locales/zh/evaluation.json';
import zhForm from './locales/zh/form.json';
import zhOpinions from './locales/zh/opinions.json';
import zhPackets from './locales/zh/packets.json';
import zhPwa from './locales/zh/pwa.json';
import zhReview from './locales/zh/review.json';
import zhRisk from './locales/zh/risk.json';
import zhShell from './locales/zh/shell.json';
import zhStudio from './locales/zh/studio.json';

export const en = {
  ai: enAi,
  auth: enAuth,
  calibration: enCalibration,
  common: enCommon,
  dashboard: enDashboard,
  data: enData,
  editor: enEditor,
  errors: enErrors,
  evaluation: enEvaluation,
  form: enForm,
  opinions: enOpinions,
  packets: enPackets,
  pwa: enPwa,
  review: enReview,
  risk: enRisk,
  shell: enShell,
  studio: enStudio,
};

export const zh: Record<keyof typeof en, Record<string, unknown>> = {
  ai: zhAi,
  auth: zhAuth,
  calibration: zhCalibration,
  common: zhCommon,
  dashboard: zhDashboard,
  data: zhData,
  editor: zhEditor,
  errors: zhErrors,
  evaluation: zhEvaluation,
  form: zhForm,
  opinions: zhOpinions,
  packets: zhPackets,
  pwa: zhPwa,
  review: zhReview,
  risk: zhRisk,
  shell: zhShell,
  studio: zhStudio,
};

export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];
