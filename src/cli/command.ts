/** What a command is handed by whoever runs it (the dispatcher, or a test): where to work, its arguments, where to print. */
export interface CommandIO {
  /** Repository root (where questionnaires/ and scoring-rules/ live). */
  root: string;
  args: string[];
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** What a command's `run` receives: its IO and its own usage line, to print when its arguments are wrong. */
export interface CommandContext extends CommandIO {
  /** `usage: npm run content -- NAME SYNOPSIS`, made from the command's own name and synopsis. */
  usage: string;
}

/**
 * Everything about one command, written in its own file under commands/, so
 * a command is read, changed or added in one place: the dispatcher and the
 * list `npm run content` prints take all they know from here.
 */
export interface CommandSpec {
  /** What is typed after `npm run content --`; the command's file is commands/NAME.ts, which is how it is found. */
  name: string;
  /** What may follow the name, e.g. `FILE [--json]`; empty when it takes nothing. */
  synopsis: string;
  /** What it does, in a sentence for the list of commands. */
  summary: string;
  /** Resolves to the exit code. */
  run: (ctx: CommandContext) => Promise<number>;
}

/** A command as its file exports it: its spec, its usage line, and a run that needs only the IO. */
export interface Command extends Omit<CommandSpec, 'run'> {
  usage: string;
  run: (io: CommandIO) => Promise<number>;
}

export function defineCommand(spec: CommandSpec): Command {
  const usage = `usage: npm run content -- ${spec.synopsis ? `${spec.name} ${spec.synopsis}` : spec.name}`;
  return {
    name: spec.name,
    synopsis: spec.synopsis,
    summary: spec.summary,
    usage,
    run: (io) => spec.run({ ...io, usage }),
  };
}
