/**
 * Measures typing in a textarea of the real form in Chromium: React's render
 * time per commit (Profiler) and the time from a key press to the next frame.
 * RJSF re-renders the form on every change; this keeps that cost visible.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { requireBankOfKind } from '../../src/content/registry';
import type { Answers } from '../../src/content/types';
import { QuestionForm } from '../../src/ui/form/QuestionForm';

const commits: number[] = [];

function Stage1() {
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <Profiler id="form" onRender={(_id, _phase, actualDuration) => commits.push(actualDuration)}>
      <QuestionForm bank={requireBankOfKind('decision')} sectionIndex={0} answers={answers} onChange={setAnswers} />
    </Profiler>
  );
}

const meta = { title: 'Form/Typing speed', component: Stage1, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Stage1
>;
export default meta;
type Story = StoryObj<typeof meta>;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    n: values.length,
    mean: values.reduce((a, b) => a + b, 0) / values.length,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
  };
}

export const TypeTwoHundredCharacters: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getAllByRole('textbox')[0] as HTMLTextAreaElement;
    await userEvent.click(textarea);
    commits.length = 0;
    const frames: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await userEvent.keyboard(i % 10 === 9 ? ' ' : 'a');
      await new Promise(requestAnimationFrame);
      frames.push(performance.now() - start);
    }
    const commit = stats(commits);
    console.info('typing: React commit ms', JSON.stringify(commit), 'key-to-frame ms', JSON.stringify(stats(frames)));
    await expect(textarea.value).toHaveLength(200);
    // A typical keystroke must render well inside one 60 Hz frame (16 ms).
    await expect(commit.p50).toBeLessThan(16);
  },
};
