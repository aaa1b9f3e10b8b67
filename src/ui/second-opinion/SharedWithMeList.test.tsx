import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedPackets } from '../../../stories/fixtures/second-opinion';
import { renderIn } from '../form/test-render';
import { SharedWithMeList } from './SharedWithMeList';

describe('SharedWithMeList', () => {
  it('reports the chosen packet file, and explains how packets arrive when there are none', async () => {
    const onOpenFile = vi.fn();
    const { t } = renderIn(
      'zh',
      <SharedWithMeList packets={[]} onOpen={vi.fn()} onRemove={vi.fn()} onOpenFile={onOpenFile} />,
    );
    expect(screen.getByText(t('opinions:shared.empty'))).toBeInTheDocument();
    const file = new File(['{}'], 'packet.json', { type: 'application/json' });
    await userEvent.upload(screen.getByTestId('file-input'), file);
    expect(onOpenFile).toHaveBeenCalledWith(file);
  });

  it('words each packet’s step, opens it, and removes it only once confirmed', async () => {
    const onOpen = vi.fn();
    const onRemove = vi.fn();
    const { t } = renderIn(
      'en',
      <SharedWithMeList packets={sharedPackets('en')} onOpen={onOpen} onRemove={onRemove} onOpenFile={vi.fn()} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t('opinions:status.forecastNeeded')),
      expect.stringContaining(t('opinions:status.critiqueToFinish')),
      expect.stringContaining(t('opinions:status.responseWritten')),
    ]);
    await userEvent.click(
      screen.getByRole('button', {
        name: t('opinions:shared.openNamed', { name: 'Semiconductor leader', from: 'Alex Morgan' }),
      }),
    );
    expect(onOpen).toHaveBeenCalledWith('shared-2');
    await userEvent.click(
      screen.getByRole('button', {
        name: t('opinions:shared.removeNamed', { name: 'Dividend ETF', from: 'Chen Jing' }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:shared.keep') }));
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('button', {
        name: t('opinions:shared.removeNamed', { name: 'Dividend ETF', from: 'Chen Jing' }),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('opinions:shared.confirm') }));
    expect(onRemove).toHaveBeenCalledWith('shared-1');
  });
});
