/**
 * A studio form as the studio holds it, for stories: one text, the form beside
 * the JSON view, each rewriting the other; or the form in the whole studio.
 */
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { JsonEditor } from '../../src/studio/JsonEditor';
import { jsonParseError } from '../../src/studio/json-parse-error';
import { StudioApp } from '../../src/studio/StudioApp';
import type { StudioClient } from '../../src/studio/studio-client';
import { storyT } from '../support';

type StoryGlobals = Parameters<typeof storyT>[0];
type StudioFormHeading = 'studio:glossaryForm.heading' | 'studio:bankForm.heading' | 'studio:rulesForm.heading';

export interface FormBesideEditorProps {
  initial: string;
  file: string;
  /** The form over the current text. */
  form: (text: string, onChange: (text: string) => void) => ReactNode;
  /** Each column's height class. */
  height?: 'h-[40rem]' | 'h-[48rem]';
}

export function FormBesideEditor({ initial, file, form, height = 'h-[40rem]' }: FormBesideEditorProps) {
  const [text, setText] = useState(initial);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className={`flex ${height} flex-col`}>{form(text, setText)}</div>
      <div className={`flex ${height} flex-col`}>
        <JsonEditor file={file} text={text} onChange={setText} parseError={jsonParseError(text)} />
      </div>
    </div>
  );
}

/**
 * A story of a form in the whole studio: the file opened from the list and the Form view chosen above the editor,
 * which then shows the form's heading.
 */
export function formInStudio(client: () => StudioClient, file: string, heading: StudioFormHeading) {
  return {
    render: () => (
      <div className="h-[48rem]">
        <StudioApp client={client()} />
      </div>
    ),
    play: async ({ canvasElement, context }: { canvasElement: HTMLElement; context: StoryGlobals }) => {
      const t = storyT(context);
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: file }));
      await userEvent.click(await canvas.findByRole('radio', { name: t('studio:view.form') }));
      await expect(await canvas.findByRole('heading', { name: t(heading) })).toBeVisible();
    },
  };
}
