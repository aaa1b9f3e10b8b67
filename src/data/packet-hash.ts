/**
 * The fingerprint that ties a reviewer's response to the exact checkpoint they
 * reviewed: a SHA-256 of the decision snapshot in a review packet. Two apps
 * must get the same hash from the same snapshot whatever order its keys were
 * written or read in, so the JSON hashed is canonical (keys sorted at every
 * level). WebCrypto's digest runs in browsers and in Node alike.
 */
import type { PacketDecision } from './second-opinion';

/**
 * `value` as JSON with every object's keys in code-unit order, no spaces, and
 * what JSON.stringify leaves out (undefined fields) left out the same way, so a
 * value and its JSON round trip give the same text.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * `sha256:<hex>` of the snapshot's canonical JSON (UTF-8), leaving out its
 * evaluation: the evaluation is drawn from the answers, and an investor who
 * evaluates (or evaluates again, with the AI) after sending the packet still
 * has the checkpoint the reviewer read, so their response still belongs.
 */
export async function packetHash(decision: PacketDecision): Promise<string> {
  const { evaluationResult: _drawnFromTheAnswers, ...checkpoint } = decision;
  const bytes = new TextEncoder().encode(canonicalJson(checkpoint));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `sha256:${Array.from(digest, (byte) => HEX[byte]).join('')}`;
}
