import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReply } from './reply';

const limits = { maxListItems: 3, maxTextLength: 40, maxReplyBytes: 262_144 };
const valid = { consistencyScore: 7, conflictPoints: ['a'], suggestions: ['b'], reasoningPath: 'why' };

describe('parseReply', () => {
  it('accepts a complete reply and marks it as coming from the service', () => {
    expect(parseReply(JSON.stringify(valid), limits)).toEqual({ ...valid, source: 'api' });
  });

  it('accepts JSON wrapped in a Markdown code fence, as some compatible servers send it', () => {
    expect(parseReply(`\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``, limits)?.consistencyScore).toBe(7);
  });

  it('keeps a reply without a reasoning path, with an empty one', () => {
    const { reasoningPath: _, ...rest } = valid;
    expect(parseReply(JSON.stringify(rest), limits)?.reasoningPath).toBe('');
  });

  it.each([
    ['not JSON', 'The plan looks fine.'],
    ['a JSON list', '[1, 2]'],
    ['a score given as text', JSON.stringify({ ...valid, consistencyScore: '7' })],
    ['a score below 0', JSON.stringify({ ...valid, consistencyScore: -1 })],
    ['a score above 10', JSON.stringify({ ...valid, consistencyScore: 10.5 })],
    ['conflict points as text', JSON.stringify({ ...valid, conflictPoints: 'none' })],
    ['missing suggestions', JSON.stringify({ ...valid, suggestions: undefined })],
  ])('rejects %s', (_name, content) => {
    expect(parseReply(content, limits)).toBeUndefined();
  });

  it('keeps only non-empty texts, at most the configured number, cut to the configured length', () => {
    const long = 'x'.repeat(100);
    const parsed = parseReply(
      JSON.stringify({ ...valid, conflictPoints: [1, ' ', long, 'b', 'c', 'd'], reasoningPath: long }),
      limits,
    );
    expect(parsed?.conflictPoints).toEqual([`${'x'.repeat(39)}…`, 'b', 'c']);
    expect([...(parsed?.reasoningPath ?? '')]).toHaveLength(40);
  });

  it('accepts exactly the replies of the analysis shape, for any JSON the service may send', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            consistencyScore: fc.oneof(fc.double({ min: -5, max: 15, noNaN: true }), fc.string(), fc.constant(null)),
            conflictPoints: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), fc.string()),
            suggestions: fc.oneof(fc.array(fc.string()), fc.constant(null)),
            reasoningPath: fc.oneof(fc.string(), fc.integer()),
          },
          { requiredKeys: [] },
        ),
        (reply) => {
          const parsed = parseReply(JSON.stringify(reply), limits);
          const acceptable =
            typeof reply.consistencyScore === 'number' &&
            reply.consistencyScore >= 0 &&
            reply.consistencyScore <= 10 &&
            Array.isArray(reply.conflictPoints) &&
            Array.isArray(reply.suggestions);
          expect(parsed !== undefined).toBe(acceptable);
          if (!parsed) return;
          expect(parsed.source).toBe('api');
          for (const list of [parsed.conflictPoints, parsed.suggestions]) {
            expect(list.length).toBeLessThanOrEqual(limits.maxListItems);
            for (const item of list) expect([...item].length).toBeLessThanOrEqual(limits.maxTextLength);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['an opening fence and 10 KB of blank lines, never closed', `\`\`\`json\n${'\n'.repeat(10_240)}{`],
    [
      'a fence, blank lines, a stray fence and more blank lines',
      `\`\`\`${' \n'.repeat(5_000)}\`\`\` \`\`\`${'\n'.repeat(5_000)}a`,
    ],
    ['a reply just over the size limit', JSON.stringify({ ...valid, reasoningPath: 'x'.repeat(262_144) })],
  ])('refuses %s at once, without a pattern scanning it', (_name, content) => {
    const started = performance.now();
    expect(parseReply(content, limits)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads a fenced reply surrounded by thousands of blank lines in linear time', () => {
    const content = `\`\`\`JSON${'\n'.repeat(20_000)}${JSON.stringify(valid)}${'\n'.repeat(20_000)}\`\`\``;
    const started = performance.now();
    expect(parseReply(content, limits)?.consistencyScore).toBe(7);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('treats texts named like object internals as plain texts', () => {
    const parsed = parseReply(
      '{"consistencyScore": 5, "conflictPoints": ["constructor", "__proto__"], "suggestions": ["toString"], "__proto__": {"x": 1}}',
      limits,
    );
    expect(parsed).toEqual({
      consistencyScore: 5,
      conflictPoints: ['constructor', '__proto__'],
      suggestions: ['toString'],
      reasoningPath: '',
      source: 'api',
    });
  });
});
