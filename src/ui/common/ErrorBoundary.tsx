/**
 * Stops a rendering error where it happens: the part of the page (a screen, a
 * dialog, or the whole page at the root) is replaced by a notice with Reload
 * and Copy details, and everything outside it keeps working. Drafts live in
 * localStorage and are written as the investor types, so nothing typed is lost:
 * after Reload the editor offers the draft again.
 */
import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface CrashNoticeProps {
  /** `page` when the whole page is replaced (no other part is left working). */
  scope: 'page' | 'section';
  details: string;
  onReload?: () => void;
}

/** Error name, message and where it happened; texts only, never the props or state of the component. */
export function crashDetails(error: unknown, componentStack?: string | null): string {
  const head = error instanceof Error ? `${error.name}: ${error.message}` : `Thrown: ${String(error)}`;
  const stack = error instanceof Error && error.stack ? error.stack.split('\n').slice(1, 8).join('\n') : '';
  const components = (componentStack ?? '').trim().split('\n').slice(0, 8).join('\n');
  return [head, stack, components && `Components:\n${components}`, `Page: ${globalThis.location?.pathname ?? ''}`]
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000);
}

export function CrashNotice({ scope, details, onReload = () => globalThis.location.reload() }: CrashNoticeProps) {
  const { t } = useTranslation('common');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyDetails = async () => {
    try {
      await navigator.clipboard.writeText(details);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div
      role="alert"
      className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-inset ring-rose-200 dark:bg-rose-950/60 dark:text-rose-100 dark:ring-rose-800"
    >
      <p className="font-semibold">{t('crash.title')}</p>
      <p className="mt-1">{scope === 'page' ? t('crash.bodyPage') : t('crash.body')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onReload}>
          {t('crash.reload')}
        </Button>
        <Button onClick={() => void copyDetails()}>{t('crash.copy')}</Button>
        <span aria-live="polite" className="self-center">
          {copy === 'copied' ? t('crash.copied') : copy === 'failed' ? t('crash.copyFailed') : ''}
        </span>
      </div>
      <details className="mt-3" open={copy === 'failed'}>
        <summary className="cursor-pointer">{t('crash.details')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled (axe scrollable-region-focusable). */}
        <pre tabIndex={0} className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-all text-xs">
          {details}
        </pre>
      </details>
    </div>
  );
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  scope?: 'page' | 'section';
  /** For tests and stories; the app reloads the page. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  details: string | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { details: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { details: crashDetails(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ details: crashDetails(error, info.componentStack) });
  }

  override render(): ReactNode {
    const { details } = this.state;
    if (details === null) return this.props.children;
    return <CrashNotice scope={this.props.scope ?? 'section'} details={details} onReload={this.props.onReload} />;
  }
}
