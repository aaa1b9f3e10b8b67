/**
 * One option row of a radio or checkbox group: the Headless UI control and its
 * label (with glossary terms) in a Field, so the label names the control.
 */
import { Field, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { Glossary, Lang } from '../../../content/types';
import { MarkedText } from '../../glossary/MarkedText';
import { choiceLabel, choiceRow } from '../styles';

export interface ChoiceOptionProps {
  control: ReactNode;
  label: string;
  glossary: Glossary;
  lang: Lang;
  disabled: boolean;
}

export function ChoiceOption({ control, label, glossary, lang, disabled }: ChoiceOptionProps) {
  return (
    <Field className={choiceRow} disabled={disabled}>
      {control}
      <Label className={choiceLabel}>
        <MarkedText text={label} glossary={glossary} lang={lang} />
      </Label>
    </Field>
  );
}
