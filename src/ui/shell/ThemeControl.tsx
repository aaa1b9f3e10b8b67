/** Light / dark / system as a segmented radio group: arrow keys move, the choice applies at once. */
import { Radio, RadioGroup } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import type { ThemeSetting } from './types';

const OPTIONS: { value: ThemeSetting; Icon: typeof SunIcon }[] = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: MonitorIcon },
];

export interface ThemeControlProps {
  value: ThemeSetting;
  onChange: (theme: ThemeSetting) => void;
}

export function ThemeControl({ value, onChange }: ThemeControlProps) {
  const { t } = useTranslation('shell');
  const labels: Record<ThemeSetting, string> = {
    light: t('theme.light'),
    dark: t('theme.dark'),
    system: t('theme.system'),
  };
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label={t('theme.label')}
      className="inline-flex rounded-lg bg-slate-200/70 p-0.5 dark:bg-slate-800"
    >
      {OPTIONS.map(({ value: option, Icon }) => (
        <Radio
          key={option}
          value={option}
          aria-label={labels[option]}
          title={labels[option]}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-600 data-[checked]:bg-white data-[checked]:text-slate-900 data-[checked]:shadow-sm dark:text-slate-400 dark:data-[checked]:bg-slate-600 dark:data-[checked]:text-white"
        >
          <Icon />
        </Radio>
      ))}
    </RadioGroup>
  );
}
