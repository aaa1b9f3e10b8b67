/**
 * A request's body as JSON: its bytes gathered whole, then read as UTF-8 once.
 * The network hands a body over in chunks cut at any byte, often inside a
 * Chinese character (three bytes in UTF-8); each chunk read as text on its own
 * turns such a character into replacement characters (�), so a save would
 * garble a text the editor never touched, in places that change with how the
 * body happened to arrive.
 */

/** A content file is well under this many bytes; a larger body is a mistake or an attack, not an edit. */
export const MAX_BODY_BYTES = 5_000_000;

/** The parsed body; undefined when there is none. Throws on a body over the limit or not JSON. */
export async function readJsonBody(body: AsyncIterable<Uint8Array>): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}
