import { describe, expect, it } from 'vitest';
import enErrors from '../i18n/locales/en/errors.json';
import zhErrors from '../i18n/locales/zh/errors.json';
import { ERROR_KEYS } from './error-keys';

describe('error messages of the data layer', () => {
  it.each(Object.values(ERROR_KEYS))('%s has an English and a Chinese text', (key) => {
    expect((enErrors as Record<string, string>)[key]).toBeTruthy();
    expect((zhErrors as Record<string, string>)[key]).toBeTruthy();
  });

  it('keeps the catalogue wording for sign-in and save errors', () => {
    expect(enErrors.invalidEmail).toBe('Invalid email address.');
    expect(enErrors.userNotFound).toBe('User not found.');
    expect(enErrors.wrongPassword).toBe('Incorrect password.');
    expect(enErrors.emailInUse).toBe('Email already in use.');
    expect(enErrors.decisionSaveFailed).toBe('Failed to save decision. Please try again.');
    expect(enErrors.saveConnection).toBe('An error occurred while saving. Please check your connection.');
    expect(enErrors.loginRequired).toBe('Please log in to continue.');
    expect(enErrors.signInWithProvider).toBe('Please sign in with {{provider}}');
  });
});
