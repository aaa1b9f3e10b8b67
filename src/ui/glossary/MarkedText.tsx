/**
 * Renders a bank text, turning its [[term]] marks into glossary terms. A mark
 * whose term is missing from the glossary shows as plain words (the content
 * check reports it); the app never breaks over content.
 */
import { Fragment } from 'react';
import { parseMarkedText, shownTermText } from '../../content/marked-text';
import type { Glossary, Lang } from '../../content/types';
import { GlossaryTerm } from './GlossaryTerm';

export interface MarkedTextProps {
  text: string;
  glossary: Glossary;
  lang: Lang;
}

export function MarkedText({ text, glossary, lang }: MarkedTextProps) {
  const parts = parseMarkedText(text);
  return (
    <>
      {parts.map((part, index) => {
        // Parts never reorder, so their position is a stable key.
        const key = `${index}`;
        if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
        const shown = shownTermText(part, glossary, lang);
        const entry = glossary.terms.find((candidate) => candidate.id === part.id);
        return entry ? (
          <GlossaryTerm key={key} entry={entry} lang={lang}>
            {shown}
          </GlossaryTerm>
        ) : (
          <Fragment key={key}>{shown}</Fragment>
        );
      })}
    </>
  );
}
