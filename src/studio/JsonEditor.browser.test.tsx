/**
 * The JSON view in real Chromium (CodeMirror measures the page, which jsdom
 * cannot): the file's schema completes property names, its objections are
 * underlined without locking the text, Tab leaves the view, and a text set
 * from outside keeps the caret where it was.
 */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Lang } from '../content/types';
import { renderIn } from '../ui/form/test-render';
import {
  EMPTY_ENTRY,
  editorDiagnostics,
  editorText,
  HELD_FILE,
  type HeldEditorControl,
  HeldJsonEditor,
  textAfterCaret,
} from './json-editor-testing';

function renderHeld(initial: string, lang: Lang = 'en') {
  const control: { current: HeldEditorControl | null } = { current: null };
  const result = renderIn(
    lang,
    <HeldJsonEditor initial={initial} control={control}>
      <button type="button">after</button>
    </HeldJsonEditor>,
  );
  const area = result.getByRole('textbox', { name: result.t('studio:editor.label', { file: HELD_FILE }) });
  return { ...result, area, control: () => control.current as HeldEditorControl };
}

describe('the JSON view', () => {
  it('completes a property name the schema allows where the caret is', async () => {
    const { area, control, findByRole } = renderHeld(EMPTY_ENTRY);
    act(() => control().editor?.select(EMPTY_ENTRY.indexOf('{  }') + 2));
    // A property name starts with its quote; Ctrl+Space asks for the names the schema allows there.
    await userEvent.keyboard('"{Control>} {/Control}');
    const option = await findByRole('option', { name: /definition/ });
    expect(option).toBeVisible();
    await userEvent.click(option);
    expect(editorText(area)).toMatch(/\{ "definition": .*\}/);
  });

  it('underlines what breaks the schema and keeps the text editable', async () => {
    const text = EMPTY_ENTRY.replace('{  }', '{ "id": "Upper", "color": 1 }');
    const { area, container } = renderHeld(text);
    await expect.poll(() => container.querySelectorAll('.cm-lintRange-error').length).toBeGreaterThan(0);
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}{End}{/Control}x');
    expect(editorText(area)).toBe(`${text}x`);
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['zh', 'en'] as const)('in %s: says why in the page language, with the property it names', async (lang) => {
    const text = EMPTY_ENTRY.replace(
      '{  }',
      '{ "id": "drawdown", "term": { "en": "drawdown", "zh": "回撤" }, "color": 1 }',
    );
    const { area, t } = renderHeld(text, lang);
    // The entry has no definition, and a property the schema does not know.
    await expect
      .poll(() => editorDiagnostics(area))
      .toEqual(
        expect.arrayContaining([
          t('studio:schemaError.required', { property: 'definition' }),
          t('studio:schemaError.unknownProperty', { property: 'color' }),
        ]),
      );
  });

  it('takes typing over a selected whole text key by key, as it was typed', async () => {
    const { area } = renderHeld(EMPTY_ENTRY);
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}{{ "months": 3 }');
    expect(editorText(area)).toBe('{ "months": 3 }');
    expect(area).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets Tab move on to the next control instead of typing it', async () => {
    const { area, getByRole } = renderHeld(EMPTY_ENTRY);
    await userEvent.click(area);
    expect(area).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(getByRole('button', { name: 'after' })).toHaveFocus();
    expect(editorText(area)).toBe(EMPTY_ENTRY);
  });

  it('keeps the caret in place when the text is changed from outside after it', async () => {
    const { area, control } = renderHeld(EMPTY_ENTRY);
    const at = EMPTY_ENTRY.indexOf('"terms"');
    act(() => control().editor?.select(at));
    act(() => control().setText(EMPTY_ENTRY.replace('{  }', '{ "id": "drawdown" }')));
    expect(editorText(area)).toContain('"drawdown"');
    expect(textAfterCaret(area).startsWith('"terms"')).toBe(true);
  });
});
