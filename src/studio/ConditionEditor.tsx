/**
 * A rule's condition (JSON-Logic) as a visual editor: groups of conditions that
 * must all or any hold, nested, negation, and comparisons of a value the rules
 * read (picked from a list: the bank's answers, the file's patterns and
 * constants, whatever the file already reads) with a value typed beside it,
 * with the bank's option values offered. What it cannot draw (arithmetic, an
 * unusual shape) stays a JSON box for that piece alone: text that does not
 * parse there changes nothing and says why, so the editor never traps an
 * edit. The conversion is condition-tree.ts; this file only draws the tree and
 * hands each edit back as JSON-Logic.
 */
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/common/Button';
import { questionLabel, textControl } from '../ui/rjsf-theme/styles';
import {
  COMPARISON_OPERATORS,
  type ComparisonOperator,
  type ConditionNode,
  fromOperand,
  fromTree,
  type GroupOperator,
  type Json,
  type Operand,
  toTree,
  VALUE_FUNCTIONS,
} from './condition-tree';

/** A value the rules may read, and the values it can take when they are known (a question's options). */
export interface VarChoice {
  path: string;
  values?: readonly string[];
}

type OperandKind = 'var' | 'size' | 'percent_in' | 'text' | 'number' | 'json';
const OPERAND_KINDS: readonly OperandKind[] = ['var', ...VALUE_FUNCTIONS, 'text', 'number', 'json'];

function kindOf(operand: Operand): OperandKind {
  if (operand.kind === 'var') return 'var';
  if (operand.kind === 'function') return operand.name;
  if (operand.kind === 'value' && typeof operand.value === 'string') return 'text';
  if (operand.kind === 'value' && typeof operand.value === 'number') return 'number';
  return 'json';
}

const pathOf = (operand: Operand) => (operand.kind === 'var' || operand.kind === 'function' ? operand.path : undefined);

/** The operand as another kind, keeping what carries over (the value read, a number typed as text). */
function asKind(operand: Operand, kind: OperandKind, vars: readonly VarChoice[]): Operand {
  const path = pathOf(operand) ?? vars[0]?.path ?? '';
  const value = operand.kind === 'value' ? operand.value : undefined;
  switch (kind) {
    case 'var':
      return { kind: 'var', path };
    case 'size':
    case 'percent_in':
      return { kind: 'function', name: kind, path };
    case 'text':
      return { kind: 'value', value: value === undefined || value === null ? '' : String(value) };
    case 'number': {
      const number = Number(value);
      return { kind: 'value', value: Number.isFinite(number) ? number : 0 };
    }
    case 'json':
      return { kind: 'raw', json: [] };
  }
}

/** The app's text control, as wide as its content, so a comparison reads as one line where it fits. */
const controlClass = `${textControl.replace('block w-full', 'inline-block w-auto')} min-w-0`;

/** A piece of JSON-Logic typed as text: written back only when it parses; until then the last valid value stays. */
function RawJson({ json, onChange, label }: { json: Json; onChange: (json: Json) => void; label: string }) {
  const { t } = useTranslation('studio');
  const id = useId();
  const written = JSON.stringify(json);
  const [draft, setDraft] = useState(written);
  const [error, setError] = useState<string | undefined>();
  // A change from elsewhere (the JSON view, undo) replaces the draft, unless the draft already says the same.
  useEffect(() => {
    setDraft((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === written ? current : written;
      } catch {
        return written;
      }
    });
    setError(undefined);
  }, [written]);
  const change = (text: string) => {
    setDraft(text);
    try {
      const parsed = JSON.parse(text) as Json;
      setError(undefined);
      onChange(parsed);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  return (
    <div className="min-w-40 flex-1 space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={draft}
        rows={Math.min(6, Math.max(1, Math.ceil(draft.length / 60)))}
        spellCheck={false}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => change(event.target.value)}
        data-raw-json=""
        className={`${textControl} resize-y font-mono text-xs`}
      />
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-800 dark:text-rose-200">
          {t('conditionEditor.rawInvalid', { message: error })}
        </p>
      )}
    </div>
  );
}

interface OperandEditorProps {
  operand: Operand;
  /** The values the other side of the comparison can take, offered while typing a value. */
  suggestions: readonly string[];
  vars: readonly VarChoice[];
  label: string;
  onChange: (operand: Operand) => void;
}

function OperandEditor({ operand, suggestions, vars, label, onChange }: OperandEditorProps) {
  const { t } = useTranslation('studio');
  const id = useId();
  const kind = kindOf(operand);
  const path = pathOf(operand);
  const paths = vars.map((choice) => choice.path);
  // A value the file reads that the list does not know is still shown as it is.
  const options = path === undefined || paths.includes(path) ? paths : [path, ...paths];
  return (
    <fieldset className="flex min-w-0 flex-wrap items-start gap-1">
      <legend className="sr-only">{label}</legend>
      <label htmlFor={`${id}-kind`} className="sr-only">
        {t('conditionEditor.kindLabel', { side: label })}
      </label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(event) => onChange(asKind(operand, event.target.value as OperandKind, vars))}
        className={controlClass}
      >
        {OPERAND_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`conditionEditor.kind.${option}`)}
          </option>
        ))}
      </select>
      {path !== undefined && (
        <>
          <label htmlFor={`${id}-var`} className="sr-only">
            {t('conditionEditor.varLabel', { side: label })}
          </label>
          <select
            id={`${id}-var`}
            value={path}
            onChange={(event) =>
              onChange(
                operand.kind === 'function'
                  ? { ...operand, path: event.target.value }
                  : { kind: 'var', path: event.target.value },
              )
            }
            className={`${controlClass} font-mono`}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </>
      )}
      {kind === 'text' && operand.kind === 'value' && (
        <>
          <label htmlFor={`${id}-value`} className="sr-only">
            {t('conditionEditor.valueLabel', { side: label })}
          </label>
          <input
            id={`${id}-value`}
            type="text"
            value={String(operand.value)}
            list={suggestions.length > 0 ? `${id}-values` : undefined}
            onChange={(event) => onChange({ kind: 'value', value: event.target.value })}
            className={controlClass}
          />
          {suggestions.length > 0 && (
            <datalist id={`${id}-values`}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </>
      )}
      {kind === 'number' && operand.kind === 'value' && (
        <>
          <label htmlFor={`${id}-value`} className="sr-only">
            {t('conditionEditor.valueLabel', { side: label })}
          </label>
          <input
            id={`${id}-value`}
            type="number"
            value={Number(operand.value)}
            onChange={(event) => {
              const number = event.target.valueAsNumber;
              if (Number.isFinite(number)) onChange({ kind: 'value', value: number });
            }}
            className={controlClass.replace('w-auto', 'w-24')}
          />
        </>
      )}
      {kind === 'json' && (
        <RawJson
          json={fromOperand(operand)}
          label={t('conditionEditor.rawLabel', { side: label })}
          onChange={(json) => onChange(operand.kind === 'raw' ? { kind: 'raw', json } : { kind: 'value', value: json })}
        />
      )}
    </fieldset>
  );
}

const valuesOf = (operand: Operand, vars: readonly VarChoice[]): readonly string[] => {
  const path = operand.kind === 'var' ? operand.path : undefined;
  return vars.find((choice) => choice.path === path)?.values ?? [];
};

interface NodeEditorProps {
  node: ConditionNode;
  vars: readonly VarChoice[];
  onChange: (node: ConditionNode) => void;
  /** Removes this condition from its group; none at the top. */
  onRemove?: () => void;
  /** The condition's place, for screen readers ("condition 2.1"). */
  place: string;
}

function newComparison(vars: readonly VarChoice[]): ConditionNode {
  return {
    kind: 'comparison',
    operator: '==',
    left: { kind: 'var', path: vars[0]?.path ?? '' },
    right: { kind: 'value', value: '' },
  };
}

function NodeEditor({ node, vars, onChange, onRemove, place }: NodeEditorProps) {
  const { t } = useTranslation('studio');
  const id = useId();
  const actions = (
    <div className="flex flex-wrap gap-1">
      {node.kind === 'not' ? (
        <Button variant="ghost" onClick={() => onChange(node.child)}>
          {t('conditionEditor.unNegate', { place })}
        </Button>
      ) : (
        <Button variant="ghost" onClick={() => onChange({ kind: 'not', child: node })}>
          {t('conditionEditor.negate', { place })}
        </Button>
      )}
      {onRemove && (
        <Button variant="ghost" onClick={onRemove}>
          <span aria-hidden="true">✕ </span>
          {t('conditionEditor.remove', { place })}
        </Button>
      )}
    </div>
  );

  if (node.kind === 'group') {
    const setChild = (index: number, child: ConditionNode) =>
      onChange({ ...node, children: node.children.map((old, at) => (at === index ? child : old)) });
    const add = (child: ConditionNode) => onChange({ ...node, children: [...node.children, child] });
    return (
      <fieldset
        className="space-y-2 rounded-lg border border-slate-300 p-2 dark:border-slate-600"
        data-condition="group"
      >
        <legend className="flex flex-wrap items-center gap-2 px-1">
          <label htmlFor={`${id}-op`} className="text-xs font-semibold">
            {t('conditionEditor.groupLabel', { place })}
          </label>
          <select
            id={`${id}-op`}
            value={node.operator}
            onChange={(event) => onChange({ ...node, operator: event.target.value as GroupOperator })}
            className={controlClass}
          >
            <option value="and">{t('conditionEditor.and')}</option>
            <option value="or">{t('conditionEditor.or')}</option>
          </select>
        </legend>
        <ol className="space-y-2">
          {node.children.map((child, index) => (
            // The children are positions in the condition; their content is what changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a condition has no identity but its place
            <li key={index}>
              <NodeEditor
                node={child}
                vars={vars}
                place={`${place}.${index + 1}`}
                onChange={(next) => setChild(index, next)}
                onRemove={() => onChange({ ...node, children: node.children.filter((_, at) => at !== index) })}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" onClick={() => add(newComparison(vars))}>
            <span aria-hidden="true">+ </span>
            {t('conditionEditor.addCondition', { place })}
          </Button>
          <Button
            variant="ghost"
            onClick={() => add({ kind: 'group', operator: 'or', children: [newComparison(vars)] })}
          >
            <span aria-hidden="true">+ </span>
            {t('conditionEditor.addGroup', { place })}
          </Button>
        </div>
        {actions}
      </fieldset>
    );
  }

  if (node.kind === 'not') {
    return (
      <div className="space-y-2 rounded-lg border border-dashed border-slate-400 p-2" data-condition="not">
        <p className="text-xs font-semibold">{t('conditionEditor.notHeading', { place })}</p>
        <NodeEditor node={node.child} vars={vars} place={place} onChange={(child) => onChange({ ...node, child })} />
        {actions}
      </div>
    );
  }

  if (node.kind === 'raw') {
    return (
      <div className="space-y-1" data-condition="raw">
        <p className="text-xs text-slate-600 dark:text-slate-300">{t('conditionEditor.rawHelp')}</p>
        <RawJson
          json={node.json}
          label={t('conditionEditor.rawConditionLabel', { place })}
          onChange={(json) => onChange({ kind: 'raw', json })}
        />
        {actions}
      </div>
    );
  }

  return (
    <div className="space-y-1" data-condition="comparison">
      <div className="flex flex-wrap items-start gap-2">
        <OperandEditor
          operand={node.left}
          vars={vars}
          suggestions={valuesOf(node.right, vars)}
          label={t('conditionEditor.left', { place })}
          onChange={(left) => onChange({ ...node, left })}
        />
        <label htmlFor={`${id}-op`} className="sr-only">
          {t('conditionEditor.operatorLabel', { place })}
        </label>
        <select
          id={`${id}-op`}
          value={node.operator}
          onChange={(event) => onChange({ ...node, operator: event.target.value as ComparisonOperator })}
          className={controlClass}
        >
          {COMPARISON_OPERATORS.map((operator) => (
            <option key={operator} value={operator}>
              {t(`conditionEditor.operator.${operator}`)}
            </option>
          ))}
        </select>
        <OperandEditor
          operand={node.right}
          vars={vars}
          suggestions={valuesOf(node.left, vars)}
          label={t('conditionEditor.right', { place })}
          onChange={(right) => onChange({ ...node, right })}
        />
        {node.flags && (
          <OperandEditor
            operand={node.flags}
            vars={vars}
            suggestions={[]}
            label={t('conditionEditor.flags', { place })}
            onChange={(flags) => onChange({ ...node, flags })}
          />
        )}
      </div>
      {actions}
    </div>
  );
}

export interface ConditionEditorProps {
  /** The condition as the file holds it; undefined when the rule has none. */
  value: Json | undefined;
  /** Called with the edited condition, or undefined once it is removed. */
  onChange: (value: Json | undefined) => void;
  vars: readonly VarChoice[];
  /** What the condition is, e.g. the field's title ("when"). */
  label: string;
}

export function ConditionEditor({ value, onChange, vars, label }: ConditionEditorProps) {
  const { t } = useTranslation('studio');
  const headingId = useId();
  const tree = value === undefined ? undefined : toTree(value);
  const change = (node: ConditionNode) => onChange(fromTree(node));
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2" data-condition-editor="">
      <h5 id={headingId} className={questionLabel}>
        {label}
      </h5>
      {tree === undefined ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('conditionEditor.none')}</p>
          <Button variant="ghost" onClick={() => change(newComparison(vars))}>
            <span aria-hidden="true">+ </span>
            {t('conditionEditor.addFirst')}
          </Button>
        </div>
      ) : (
        <>
          <NodeEditor node={tree} vars={vars} place="1" onChange={change} onRemove={() => onChange(undefined)} />
          {tree.kind !== 'group' && (
            <Button
              variant="ghost"
              onClick={() => change({ kind: 'group', operator: 'and', children: [tree, newComparison(vars)] })}
            >
              <span aria-hidden="true">+ </span>
              {t('conditionEditor.addAnd')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** What the rules form puts in its context for the condition fields: the values the rules may read. */
export interface ConditionFormContext {
  conditionVars?: readonly VarChoice[];
}

/** A JSON-Logic field of a rules form, drawn as the condition editor. */
export function ConditionField({ formData, onChange, fieldPathId, uiSchema, name, registry }: FieldProps) {
  const title = uiSchema?.['ui:title'];
  const vars = (registry.formContext as ConditionFormContext | undefined)?.conditionVars ?? [];
  return (
    <div data-json-path-field={fieldPathId.$id}>
      <ConditionEditor
        value={formData as Json | undefined}
        vars={vars}
        label={typeof title === 'string' ? title : name}
        onChange={(next) => onChange(next, fieldPathId.path)}
      />
    </div>
  );
}
