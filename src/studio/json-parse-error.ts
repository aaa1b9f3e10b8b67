/** The parser's message while `text` is not JSON yet, undefined once it is: what the editor shows under the text. */
export function jsonParseError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
