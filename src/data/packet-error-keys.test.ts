import { describe, expect, it } from 'vitest';
import enPackets from '../i18n/locales/en/packets.json';
import zhPackets from '../i18n/locales/zh/packets.json';
import { errorKey } from '../i18n/user-message';
import { EXPORT_SECOND_OPINION_KEYS, PACKET_ERROR_KEYS, SECOND_OPINION_STORE_KEYS } from './packet-error-keys';

describe('messages of review packets and responses', () => {
  it.each([
    ...Object.values(PACKET_ERROR_KEYS),
    ...Object.values(SECOND_OPINION_STORE_KEYS),
    ...Object.values(EXPORT_SECOND_OPINION_KEYS),
  ])('%s has an English and a Chinese text, in its own namespace', (key) => {
    const [namespace, name = ''] = key.split(':');
    expect(namespace).toBe('packets');
    expect(errorKey(key)).toBe(key);
    expect((enPackets as Record<string, string>)[name]).toBeTruthy();
    expect((zhPackets as Record<string, string>)[name]).toBeTruthy();
  });

  it('names the same parameters in both languages', () => {
    const params = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [name, text] of Object.entries(enPackets)) {
      expect(params((zhPackets as Record<string, string>)[name])).toEqual(params(text));
    }
  });
});
