/**
 * What the studio's forms (the glossary's, the scoring rules') share: the
 * framed section with its heading and intro, the form itself (the app's theme
 * and texts, no validation: the content check and the JSON view's underlines
 * report problems) or, while the
 * text cannot be drawn, the one message saying why; and the handler that turns
 * an RJSF change into the editor's rewritten text. RJSF reports the values it
 * fills in for display as a change of its own; written back, merely showing a
 * form would edit the file, so a change that is only that filling is dropped.
 */
import type { FormProps, IChangeEvent } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { type ReactNode, useCallback, useId, useRef } from 'react';
import { I18nFormTexts } from '../ui/form/I18nFormTexts';
import { ThemedForm } from '../ui/rjsf-theme';
import { rewriteJsonText } from './rewrite-json-text';

export interface StudioFormFrameProps {
  heading: string;
  intro: string;
  /** Why the text cannot be drawn, shown instead of the form; undefined when it can. */
  problem: string | undefined;
  children: ReactNode;
}

export function StudioFormFrame({ heading, intro, problem, children }: StudioFormFrameProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-h-80 flex-1 space-y-3 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
    >
      <header className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {heading}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      </header>
      {problem === undefined ? (
        children
      ) : (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
          {problem}
        </p>
      )}
    </section>
  );
}

/**
 * An RJSF onChange that rewrites `text` to hold the form's data and reports it, unless the data is `filled` (the
 * shown data as RJSF fills it in, compared as JSON). `toData` may shape the form's data first. The handler is the
 * same on every render (RJSF keeps it), reading the latest values through a ref.
 */
export function useTextRewrite(
  text: string,
  onChange: (text: string) => void,
  filled: unknown,
  toData: (formData: unknown) => unknown = (formData) => formData,
) {
  const latest = useRef({ text, onChange, filled, toData });
  latest.current = { text, onChange, filled, toData };
  return useCallback((event: IChangeEvent) => {
    const { text: current, onChange: report, filled: defaultsOnly, toData: shape } = latest.current;
    if (defaultsOnly !== undefined && JSON.stringify(event.formData) === JSON.stringify(defaultsOnly)) return;
    const next = rewriteJsonText(current, shape(event.formData));
    if (next !== current) report(next);
  }, []);
}

/** A studio form drawn with the app's theme and form texts: it only shows the file and reports edits. */
export function StudioThemedForm(props: Omit<FormProps, 'validator'>) {
  return (
    <I18nFormTexts>
      <ThemedForm {...props} validator={validator} noValidate noHtml5Validate showErrorList={false} tagName="div" />
    </I18nFormTexts>
  );
}
