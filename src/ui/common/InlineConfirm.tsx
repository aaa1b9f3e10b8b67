/**
 * Asks, in place of a row's actions, before something is removed for good:
 * the question, Keep (which takes the focus, the safe choice) and the
 * destructive action. A fieldset named by the question, so a screen reader
 * hears what the two buttons decide.
 */
import { useEffect, useRef } from 'react';
import { Button } from './Button';

export interface InlineConfirmProps {
  question: string;
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}

export function InlineConfirm({ question, keepLabel, confirmLabel, onKeep, onConfirm }: InlineConfirmProps) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <fieldset className="flex w-full flex-wrap items-center justify-end gap-2">
      <legend className="sr-only">{question}</legend>
      <p aria-hidden="true" className="min-w-0 flex-1 basis-48 text-sm break-words">
        {question}
      </p>
      <Button ref={keep} variant="ghost" onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button variant="danger" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </fieldset>
  );
}
