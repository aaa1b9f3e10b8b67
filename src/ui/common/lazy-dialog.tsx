/**
 * A dialog whose code loads apart from the page that offers it: every visit
 * shows the button, few open the dialog. It is mounted from its first opening
 * on, as if it had been there from the start: closing still plays the leave
 * transition, and state the dialog keeps outside its panel lasts to the next
 * opening. `preload` fetches the code ahead of the click (on hover, focus or
 * once the page is idle); a load still under way when the dialog opens shows
 * nothing until it is in, a few milliseconds on this origin.
 */
import { type ComponentType, type JSX, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

export interface LazyDialog<P> {
  component: LazyExoticComponent<ComponentType<P>>;
  preload: () => void;
}

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  return {
    component: lazy(async () => ({ default: await load() })),
    preload: () => {
      // A failed preload is retried by the opening itself, where an error boundary reports it.
      load().catch(() => {});
    },
  };
}

export function DeferredDialog<P extends { open: boolean }>({ dialog, props }: { dialog: LazyDialog<P>; props: P }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  const Loaded = dialog.component;
  return (
    <Suspense fallback={null}>
      <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
    </Suspense>
  );
}
