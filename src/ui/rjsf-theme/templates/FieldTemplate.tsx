/**
 * Wraps every question in an element the form can find by question id (to
 * scroll to it and focus it). Label, help and error are drawn by the widgets,
 * which know whether they are a single control or a group.
 */
import type { FieldTemplateProps } from '@rjsf/utils';

export function FieldTemplate({ fieldPathId, hidden, children }: FieldTemplateProps) {
  const questionId = fieldPathId.path.at(-1);
  if (questionId === undefined) return children;
  if (hidden) return <div hidden>{children}</div>;
  return (
    <div data-question-id={String(questionId)} className="scroll-mt-24">
      {children}
    </div>
  );
}
