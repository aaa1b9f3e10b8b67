import { describe, expect, it, vi } from 'vitest';
import { createMessageChannel } from './message-channel';

describe('message channel', () => {
  it('shows the latest error and falls back to the previous one when it is dismissed', () => {
    const channel = createMessageChannel();
    channel.publish('errors:first');
    channel.publish('errors:second', { provider: 'GitHub' });
    expect(channel.latest()).toMatchObject({ key: 'errors:second', params: { provider: 'GitHub' } });
    const latest = channel.latest();
    if (!latest) throw new Error('expected a message');
    channel.dismiss(latest.id);
    expect(channel.latest()?.key).toBe('errors:first');
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const channel = createMessageChannel();
    const listener = vi.fn();
    const unsubscribe = channel.subscribe(listener);
    channel.publish('errors:x');
    channel.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(channel.latest()).toBeNull();
    unsubscribe();
    channel.publish('errors:y');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between changes', () => {
    const channel = createMessageChannel();
    channel.publish('errors:x');
    expect(channel.latest()).toBe(channel.latest());
  });
});
