/**
 * The app's RJSF theme: native form controls (fieldset/legend, radio and
 * checkbox inputs, label/input/textarea/select) styled with Tailwind, dark mode,
 * glossary terms in every text. `ThemedForm` is @rjsf/core's Form with it.
 *
 * Native controls, not Headless UI: the platform already gives radios one tab
 * stop and arrow keys, Space on checkboxes and label/description wiring, with
 * no script to load or run, and the form is the hot path (first paint, Next,
 * every keystroke). Headless UI stays the app's library for overlays (dialogs,
 * menus, popovers), where it brings focus trapping and dismissal; the form
 * loads none of it (the glossary bubble is a plain portal, see GlossaryTerm).
 */
import { type ThemeProps, withTheme } from '@rjsf/core';
import { FieldTemplate } from './templates/FieldTemplate';
import { Nothing } from './templates/Nothing';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { ProbabilityWidget } from './widgets/ProbabilityWidget';
import { RadioWidget, YesNoWidget } from './widgets/RadioWidget';
import { RangeWidget } from './widgets/RangeWidget';
import { SelectWidget } from './widgets/SelectWidget';
import { TextareaWidget } from './widgets/TextareaWidget';
import { DateWidget, NumberWidget, TextWidget } from './widgets/TextWidget';

export type { ThemeFormContext } from './form-context';

export const theme: ThemeProps = {
  widgets: {
    TextWidget,
    TextareaWidget,
    SelectWidget,
    RadioWidget,
    CheckboxesWidget,
    DateWidget,
    // Named as the engine's uiSchema names them ('ui:widget': 'yesno', 'number', …). RJSF hands a
    // widget named on an array field (a range's two ends) the whole list as its value.
    yesno: YesNoWidget,
    number: NumberWidget,
    probability: ProbabilityWidget,
    range: RangeWidget,
  },
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    FieldErrorTemplate: Nothing,
    FieldHelpTemplate: Nothing,
    DescriptionFieldTemplate: Nothing,
    TitleFieldTemplate: Nothing,
    ErrorListTemplate: Nothing,
    ButtonTemplates: { SubmitButton: Nothing },
  },
};

export const ThemedForm = withTheme(theme);
