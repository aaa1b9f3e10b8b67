import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index';
import { translateDynamic } from './use-message-text';

describe('translating a key that comes from data', () => {
  it('reads a plural family for the count it is given, in both languages', () => {
    const en = createI18n('en');
    expect(translateDynamic(en, 'dashboard:due.overdue', { count: 1 })).toBe('1 day overdue');
    expect(translateDynamic(en, 'dashboard:due.overdue', { count: 3 })).toBe('3 days overdue');
    expect(translateDynamic(createI18n('zh'), 'dashboard:due.overdue', { count: 3 })).toContain('3');
  });

  it('yields null for a key the tables lack, so the caller shows a generic text', () => {
    expect(translateDynamic(createI18n('en'), 'dashboard:due.never', { count: 3 })).toBeNull();
  });
});
