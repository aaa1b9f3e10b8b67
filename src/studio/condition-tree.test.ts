import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scoring/testing/decision-answers';
import {
  COMPARISON_OPERATORS,
  type ConditionNode,
  fromTree,
  type Json,
  toTree,
  VALUE_FUNCTIONS,
  varsIn,
} from './condition-tree';

const RULE_KEYS = new Set(['when', 'times']);

/** Every JSON-Logic condition (`when`, `times`) in the shipped rule files, with where it stands. */
function shippedConditions(): [string, Json][] {
  const folder = path.join(repoRoot, 'scoring-rules');
  const found: [string, Json][] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, `${where}/${index}`);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, member] of Object.entries(value)) {
        if (RULE_KEYS.has(key)) found.push([`${where}/${key}`, member as Json]);
        else walk(member, `${where}/${key}`);
      }
    }
  };
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')), file);
  }
  return found;
}

// JSON has no -0: a file holding 0 is what a condition can hold.
const number = fc
  .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .map((x) => (x === 0 ? 0 : x));
const primitive = fc.oneof(fc.string({ maxLength: 6 }), number, fc.boolean(), fc.constant(null));
const path_ = fc.constantFrom('answers.1-2', 'answers.fin-1', 'patterns.stopLoss', 'minFilledLength', 'profile.type');
const variable = path_.map((name) => ({ var: name }));

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    primitive,
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('json'), { maxKeys: 3 }),
  ),
}));

const operand: fc.Arbitrary<Json> = fc.oneof(
  variable,
  fc.tuple(fc.constantFrom(...VALUE_FUNCTIONS), variable).map(([name, inner]) => ({ [name]: inner })),
  primitive,
  fc.array(primitive, { maxLength: 3 }),
  // Shapes the editor shows raw: arithmetic, a var with a default, any JSON at all.
  fc.tuple(number, variable).map(([factor, inner]) => ({ '*': [factor, inner] })),
  variable.map((inner) => ({ var: [inner.var, 0] })),
  json,
);

/** Conditions as rules are written, with shapes the editor cannot draw mixed in anywhere. */
const { condition } = fc.letrec<{ condition: Json }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(fc.constantFrom(...COMPARISON_OPERATORS), operand, operand)
      .map(([operator, left, right]) => ({ [operator]: [left, right] })),
    fc.tuple(variable, primitive, fc.constantFrom('i', 'u')).map(([text, pattern, flags]) => ({
      match: [text, pattern, flags],
    })),
    fc
      .tuple(fc.constantFrom('and', 'or'), fc.array(tie('condition'), { maxLength: 4 }))
      .map(([operator, children]) => ({ [operator]: children })),
    tie('condition').map((child) => ({ '!': child })),
    tie('condition').map((child) => ({ '!': [child] })),
    fc
      .tuple(fc.constantFrom('==', '<', 'in'), fc.array(operand, { maxLength: 4 }))
      .map(([op, args]) => ({ [op]: args })),
    json,
  ),
}));

const kinds = (node: ConditionNode): string[] => {
  switch (node.kind) {
    case 'group':
      return [node.kind, ...node.children.flatMap(kinds)];
    case 'not':
      return [node.kind, ...kinds(node.child)];
    default:
      return [node.kind];
  }
};

describe('condition tree', () => {
  it('turns every condition of the shipped rule files into a tree and back unchanged', () => {
    const conditions = shippedConditions();
    expect(conditions.length).toBeGreaterThan(30);
    for (const [where, condition] of conditions) {
      expect({ where, json: fromTree(toTree(condition)) }).toEqual({ where, json: condition });
    }
  });

  it('draws most shipped conditions without a raw box at the top', () => {
    const drawn = shippedConditions().filter(([, condition]) => toTree(condition).kind !== 'raw');
    expect(drawn.length).toBeGreaterThan(30);
  });

  it('turns any generated condition into a tree and back unchanged', () => {
    fc.assert(
      fc.property(condition, (value) => {
        expect(fromTree(toTree(value))).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('shows arithmetic inside a comparison as a raw operand, the rest as a comparison', () => {
    const tree = toTree({ '<': [{ '*': [3, { var: 'categories.financial' }] }, 30] });
    expect(tree).toEqual({
      kind: 'comparison',
      operator: '<',
      left: { kind: 'raw', json: { '*': [3, { var: 'categories.financial' }] } },
      right: { kind: 'value', value: 30 },
    });
  });

  it('reads nested groups and negation as such', () => {
    const tree = toTree({ and: [{ '!': { longer: [{ var: 'answers.3-1' }, 10] } }, { or: [{ '==': [1, 1] }] }] });
    expect(kinds(tree)).toEqual(['group', 'not', 'comparison', 'group', 'comparison']);
  });

  it('lists the values a condition reads, each once', () => {
    expect([
      ...varsIn({ and: [{ '==': [{ var: 'a' }, 1] }, { in: [{ var: 'b' }, [{ var: 'a' }]] }, { size: { var: 'c' } }] }),
    ]).toEqual(['a', 'b', 'c']);
  });
});
