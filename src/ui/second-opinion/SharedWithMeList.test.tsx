import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedPackets, sharesWithMe } from '../../../stories/fixtures/second-opinion';
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

  it('lists a decision shared by e-mail beside the packets, with Open only until it is opened', async () => {
    const onOpenShare = vi.fn();
    const { t } = renderIn(
      'en',
      <SharedWithMeList
        packets={sharedPackets('en')}
        onOpen={vi.fn()}
        onRemove={vi.fn()}
        onOpenFile={vi.fn()}
        invitations={{ shares: sharesWithMe('en'), onRetry: vi.fn(), onOpen: onOpenShare }}
      />,
    );
    const [invited] = screen.getAllByRole('listitem');
    if (!invited) throw new Error('a row');
    expect(invited).toHaveTextContent('Copper miner');
    expect(invited).toHaveTextContent(t('opinions:shared.byInvitation'));
    expect(invited).toHaveTextContent(t('opinions:status.forecastNeeded'));
    expect(within(invited).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(invited).getByRole('button', { name: /Copper miner/ }));
    expect(onOpenShare).toHaveBeenCalledWith('share-a');
  });

  it('says decisions shared by e-mail arrive by themselves when nothing is shared yet', () => {
    const { t } = renderIn(
      'zh',
      <SharedWithMeList
        packets={[]}
        onOpen={vi.fn()}
        onRemove={vi.fn()}
        onOpenFile={vi.fn()}
        invitations={{ shares: [], onRetry: vi.fn(), onOpen: vi.fn() }}
      />,
    );
    expect(screen.getByText(t('opinions:shared.emptyWithShares'))).toBeInTheDocument();
  });
});
