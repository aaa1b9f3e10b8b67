/**
 * Queries for the studio's long forms in jsdom. A role query with a name computes the accessible name of every
 * element of that role in the document, seconds each over a whole bank or rules file; these find the text a
 * person reads and then check the role and the name on the one element it names, which asserts the same.
 */
import { within } from '@testing-library/react';
import { expect } from 'vitest';

type Role = 'textbox' | 'combobox' | 'listitem';

/** The control the label holding this text is for, or the list item it heads. */
function controlOf(shown: HTMLElement): HTMLElement {
  const label = shown.closest('label');
  const found = label ? label.control : shown.closest('li');
  if (!(found instanceof HTMLElement)) throw new Error(`nothing is named ${shown.textContent ?? ''}`);
  return found;
}

/** The one element a text on screen names (within `scope`), checked to have that role and name. */
export function named(text: string, role: Role, scope: HTMLElement = document.body): HTMLElement {
  const found = controlOf(within(scope).getByText(text));
  expect(found).toHaveRole(role);
  expect(found).toHaveAccessibleName(text);
  return found;
}

/** Every element a text on screen names, in document order (a label repeated across a form's items). */
export function allNamed(text: string, role: Role, scope: HTMLElement = document.body): HTMLElement[] {
  return within(scope)
    .getAllByText(text)
    .map((shown) => {
      const found = controlOf(shown);
      expect(found).toHaveRole(role);
      expect(found).toHaveAccessibleName(text);
      return found;
    });
}
