/**
 * JSON Forms (@jsonforms/react) with the vanilla renderers and cells, one stage
 * at a time. Vanilla has no renderer for a multiple choice (an array of
 * options), so the page adds the small one a JSON Forms user would write.
 */

import { stages } from 'virtual:bench-bank/jsonforms';
import { meta } from 'virtual:bench-bank/meta';
import { and, type ControlProps, type JsonSchema, rankWith, schemaMatches, schemaTypeIs } from '@jsonforms/core';
import { JsonForms, withJsonFormsControlProps } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useState } from 'react';
import { mount, StageFrame } from './layout';
import { startProbe } from './probe';

startProbe({
  // The vanilla renderers name each control's element by its scope; the multiple choice below does the same.
  question: (id) => `.${CSS.escape(controlClass(`#/properties/${id}`))}`,
  stageFirstQuestions: meta.stages.map((stage) => stage.firstQuestionId),
  isNext: (target) => target.closest('[data-bench-next]') !== null,
});

function controlClass(scope: string): string {
  return scope.replace('#', 'root').replace(/\//g, '_');
}

function MultipleChoice({ data, handleChange, path, label, schema, id, description, uischema }: ControlProps) {
  const options = (schema.items as JsonSchema | undefined)?.oneOf ?? [];
  const selected: string[] = Array.isArray(data) ? data : [];
  return (
    <fieldset id={id} className={`control ${'scope' in uischema ? controlClass(String(uischema.scope)) : ''}`}>
      <legend>{label}</legend>
      {description && <div className="input-description">{description}</div>}
      {options.map((option) => {
        const value = String(option.const);
        return (
          <label key={value} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={selected.includes(value)}
              onChange={(event) =>
                handleChange(
                  path,
                  event.target.checked ? [...selected, value] : selected.filter((chosen) => chosen !== value),
                )
              }
            />
            {option.title}
          </label>
        );
      })}
    </fieldset>
  );
}

const renderers = [
  ...vanillaRenderers,
  {
    tester: rankWith(
      5,
      and(
        schemaTypeIs('array'),
        schemaMatches((schema) => Boolean((schema.items as JsonSchema | undefined)?.oneOf)),
      ),
    ),
    renderer: withJsonFormsControlProps(MultipleChoice),
  },
];
const config = { showUnfocusedDescription: true };

function Page() {
  const [stage, setStage] = useState(0);
  const [data, setData] = useState<Record<string, unknown>>({});
  const shown = stages[stage];
  if (!shown) return null;
  return (
    <StageFrame
      title={meta.title}
      stageTitle={shown.title ?? ''}
      stage={stage}
      stages={stages.length}
      onNext={() => setStage((s) => s + 1)}
    >
      <JsonForms
        key={stage}
        schema={shown.schema as JsonSchema}
        uischema={shown.uischema}
        data={data}
        renderers={renderers}
        cells={vanillaCells}
        config={config}
        // Errors show after an attempt, as in the other two; validation itself still runs on every change.
        validationMode="ValidateAndHide"
        onChange={({ data: next }) => setData(next)}
      />
    </StageFrame>
  );
}

mount(<Page />);
