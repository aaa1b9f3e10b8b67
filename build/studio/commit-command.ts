/**
 * The shell line that commits `files` with `message` (`git add … && git commit
 * -m …`), each argument quoted for a POSIX shell, for the editor to copy and
 * run themselves: the studio shows it and never runs it.
 */
const quote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

export function commitCommand(files: readonly string[], message: string): string {
  return `git add -- ${files.map(quote).join(' ')} && git commit -m ${quote(message)}`;
}
