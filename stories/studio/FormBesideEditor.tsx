/**
 * A studio form as the studio holds it, for stories: one text, the form beside
 * the JSON view, each rewriting the other.
 */
import { type ReactNode, useState } from 'react';
import { JsonEditor } from '../../src/studio/JsonEditor';
import { jsonParseError } from '../../src/studio/json-parse-error';

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
