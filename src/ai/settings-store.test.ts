import { describe, expect, it, vi } from 'vitest';
import { withDefaults } from './ai-settings';
import { aiConfig } from './config';
import { AI_SETTINGS_STORAGE_KEY, createAiSettingsStore } from './settings-store';
import { memoryStorage } from './testing/memory-storage';

const KEY = 'test-only-key-5e1d';

describe('the AI settings store', () => {
  it('starts with no key, "remember" off, and blank base URL and model that stand for the configured ones', () => {
    const store = createAiSettingsStore(() => memoryStorage());
    expect(store.get()).toEqual({ apiKey: '', baseUrl: '', model: '', remember: false });
    expect(withDefaults(store.get())).toEqual({
      apiKey: '',
      baseUrl: aiConfig.service.defaultBaseUrl,
      model: aiConfig.service.defaultModel,
      remember: false,
    });
    expect(store.hasKey()).toBe(false);
  });

  it('keeps an unremembered key in memory only', () => {
    const device = memoryStorage();
    const store = createAiSettingsStore(() => device);
    store.set({ ...store.get(), apiKey: ` ${KEY} ` });
    expect(store.get().apiKey).toBe(KEY);
    expect(store.hasKey()).toBe(true);
    expect(device.items.size).toBe(0);
    // A reload (a new store on the same device) has forgotten it.
    expect(createAiSettingsStore(() => device).hasKey()).toBe(false);
  });

  it('keeps a remembered key across reloads, and forgets it on this device once "remember" is turned off', () => {
    const device = memoryStorage();
    const store = createAiSettingsStore(() => device);
    store.set({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1234/v1', model: 'local-model', remember: true });
    expect(createAiSettingsStore(() => device).get()).toEqual(store.get());

    store.set({ ...store.get(), remember: false });
    expect(device.items.has(AI_SETTINGS_STORAGE_KEY)).toBe(false);
    expect(store.get().apiKey).toBe(KEY);
  });

  it('wipes every key on sign-out, remembered ones too, and turns "remember" off', () => {
    const device = memoryStorage();
    const store = createAiSettingsStore(() => device);
    store.set({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1234/v1', model: 'local-model', remember: true });
    store.wipeKeys();
    expect(store.get()).toEqual({
      apiKey: '',
      baseUrl: 'http://127.0.0.1:1234/v1',
      model: 'local-model',
      remember: false,
    });
    expect(device.dump()).not.toContain(KEY);
    expect(createAiSettingsStore(() => device).hasKey()).toBe(false);
  });

  it('tells subscribers about every change, and stops after unsubscribing', () => {
    const store = createAiSettingsStore(() => undefined);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    store.set({ ...before, apiKey: KEY });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    unsubscribe();
    store.wipeKeys();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts from the defaults when the remembered copy is damaged or storage refuses access', () => {
    const device = memoryStorage();
    device.setItem(AI_SETTINGS_STORAGE_KEY, '{"apiKey": 42');
    expect(createAiSettingsStore(() => device).hasKey()).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createAiSettingsStore(() => refusing);
    store.set({ ...store.get(), apiKey: KEY, remember: true });
    expect(store.get().apiKey).toBe(KEY);
  });
});
