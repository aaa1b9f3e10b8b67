/**
 * Several versions of one bank seen as one, for checking rules that read them
 * all: every question any version has (the newest version's wording first),
 * each with every option any version gave it. Pure.
 */
import type { Bank, Question, QuestionOption } from './types.ts';

export function bankUnion(versions: readonly Bank[]): Bank | undefined {
  const [newest, ...older] = versions;
  if (!newest) return undefined;
  const questions = new Map<string, Question>();
  const sections = [newest, ...older].flatMap((bank) =>
    bank.sections.map((section) => ({
      ...section,
      questions: section.questions.flatMap((question) => {
        const known = questions.get(question.id);
        if (!known) {
          const copy = { ...question, options: question.options && [...question.options] };
          questions.set(question.id, copy);
          return [copy];
        }
        const options: QuestionOption[] = known.options ?? [];
        for (const option of question.options ?? []) {
          if (!options.some(({ value }) => value === option.value)) options.push(option);
        }
        if (options.length > 0) known.options = options;
        return [];
      }),
    })),
  );
  return { ...newest, sections: sections.filter((section) => section.questions.length > 0) };
}
