/**
 * The app's RJSF theme: Headless UI controls styled with Tailwind, dark mode,
 * glossary terms in every text. `ThemedForm` is @rjsf/core's Form with it.
 */
import { type ThemeProps, withTheme } from '@rjsf/core';
import { FieldTemplate } from './templates/FieldTemplate';
import { Nothing } from './templates/Nothing';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { CheckboxesWidget } from './widgets/CheckboxesWidget';
import { RadioWidget, YesNoWidget } from './widgets/RadioWidget';
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
    // Named as the engine's uiSchema names them ('ui:widget': 'yesno' / 'number').
    yesno: YesNoWidget,
    number: NumberWidget,
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
