/**
 * Small banks for the machine tests. Three stages rather than eight, so the tests
 * prove the editor takes its stage count from the bank.
 */
import type { Answers, Bank, Question, Section } from '../../content/types';

const text = (en: string) => ({ en, zh: en });

function question(id: string, type: Question['type'], required: boolean, options?: string[]): Question {
  return {
    id,
    type,
    required,
    text: text(`Question ${id}`),
    ...(options ? { options: options.map((value) => ({ value, label: text(value) })) } : {}),
  };
}

function section(id: string, questions: Question[]): Section {
  return { id, title: text(`Section ${id}`), questions };
}

export const decisionBank: Bank = {
  id: 'test-decision',
  version: '1.0.0',
  kind: 'decision',
  title: text('Test decision bank'),
  sections: [
    section('s1', [question('a-1', 'text', true), question('a-2', 'radio', true, ['yes', 'no'])]),
    section('s2', [question('b-1', 'checkbox', true, ['x', 'y']), question('b-2', 'textarea', false)]),
    section('s3', [question('c-1', 'text', true), question('c-2', 'text', false)]),
  ],
};

/** Answers to every required question of the decision bank, stage by stage. */
export const stageAnswers: Answers[] = [
  { 'a-1': 'Buy the index', 'a-2': 'yes' },
  { 'b-1': ['x'] },
  { 'c-1': 'Review monthly' },
];

export const riskBank: Bank = {
  id: 'test-risk',
  version: '1.0.0',
  kind: 'assessment',
  title: text('Test risk bank'),
  sections: [
    section('fin', [question('r-1', 'radio', true, ['low', 'high'])]),
    section('exp', [question('r-2', 'checkbox', true, ['a', 'b']), question('r-3', 'select', true, ['p', 'q'])]),
  ],
};

export const riskAnswers: Answers = { 'r-1': 'high', 'r-2': ['a'], 'r-3': 'p' };

/**
 * The test decision bank in a later version whose last stage is a locked
 * forecast (a probability, an 80 % range and an optional benchmark), like the
 * shipped decision bank's.
 */
export const forecastBank: Bank = {
  ...decisionBank,
  version: '1.1.0',
  sections: [
    ...decisionBank.sections.slice(0, 2),
    {
      ...section('f', [
        question('f-1', 'probability', true),
        question('f-2', 'range', true),
        question('f-3', 'text', false),
      ]),
      locked: true,
    },
  ],
};

/** Answers to every required question of the forecast bank, stage by stage. */
export const forecastStageAnswers: Answers[] = [
  ...stageAnswers.slice(0, 2),
  { 'f-1': '60', 'f-2': ['-10', '20'], 'f-3': 'CSI 300' },
];
