/** What every `npm run content -- <command>` receives and returns, apart from the dispatcher that runs it. */
export interface CommandContext {
  /** Repository root (where questionnaires/ and scoring-rules/ live). */
  root: string;
  args: string[];
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** Each command resolves to its exit code. */
export type Command = (ctx: CommandContext) => Promise<number>;
