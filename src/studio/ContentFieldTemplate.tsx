/**
 * The field frame of a content file's form: the app's, and around each nested
 * object a labelled group named by its key ("stages" › "2", "questions" ›
 * "fin-1"). The app's frame draws no title for an object (a bank's sections
 * have their own headings); in a rules file the keys are what tell one
 * stage's weight from another's. An object drawn by a field of its own (a
 * Chinese | English pair) keeps its own frame.
 */
import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldTemplate } from '../ui/rjsf-theme/templates/FieldTemplate';

export function ContentFieldTemplate(props: FieldTemplateProps) {
  const { schema, uiSchema, fieldPathId, hidden, label, children } = props;
  const key = fieldPathId.path.at(-1);
  const group = schema.type === 'object' && key !== undefined && !hidden && uiSchema?.['ui:field'] === undefined;
  if (!group) return <FieldTemplate {...props} />;
  return (
    <FieldTemplate {...props}>
      <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 font-mono text-sm font-semibold">
          {typeof key === 'number' ? label : String(key)}
        </legend>
        {children}
      </fieldset>
    </FieldTemplate>
  );
}
