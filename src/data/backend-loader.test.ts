import { describe, expect, it } from 'vitest';
import { createBackendLoader } from './backend-loader';
import type { Backend } from './ports';

const fakeBackend = { mode: 'local' } as Backend;

describe('backend loader', () => {
  it('loads once, reporting download progress until ready', async () => {
    let opened = 0;
    const loader = createBackendLoader(
      { mode: 'local' },
      {
        async local(onDownload) {
          opened += 1;
          onDownload({ loadedBytes: 5, totalBytes: 20 });
          onDownload({ loadedBytes: 20, totalBytes: 20 });
          onDownload({ loadedBytes: 20, totalBytes: 20, phase: 'starting' });
          return fakeBackend;
        },
        supabase: () => Promise.reject(new Error('not this mode')),
      },
    );
    const seen: string[] = [];
    loader.subscribe((progress) => seen.push(`${progress.phase}:${progress.fraction}`));
    expect(loader.progress().phase).toBe('idle');

    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(opened).toBe(1);
    expect(seen).toEqual(['downloading:null', 'downloading:0.25', 'downloading:1', 'starting:1', 'ready:1']);
  });

  it('reports a failure with a message key and tries again on the next call', async () => {
    let attempts = 0;
    const loader = createBackendLoader(
      { mode: 'local' },
      {
        async local() {
          attempts += 1;
          if (attempts === 1) throw new Error('IndexedDB blocked');
          return fakeBackend;
        },
        supabase: () => Promise.reject(new Error('not this mode')),
      },
    );
    await expect(loader.load()).rejects.toMatchObject({ messageKey: 'databaseUnavailable' });
    expect(loader.progress()).toMatchObject({ phase: 'failed', error: { messageKey: 'databaseUnavailable' } });
    expect(await loader.load()).toBe(fakeBackend);
    expect(loader.progress().phase).toBe('ready');
  });

  it('opens Supabase when configured, without downloading a database', async () => {
    const supabaseBackend = { mode: 'supabase' } as Backend;
    const loader = createBackendLoader(
      { mode: 'supabase', url: 'https://x.supabase.co', anonKey: 'k', tokenSync: null },
      { local: () => Promise.reject(new Error('not this mode')), supabase: async () => supabaseBackend },
    );
    expect(await loader.load()).toBe(supabaseBackend);
    expect(loader.progress()).toMatchObject({ mode: 'supabase', phase: 'ready', loadedBytes: 0 });
  });
});
