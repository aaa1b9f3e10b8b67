/**
 * The openai SDK stays out of the first page load: it is imported dynamically,
 * and only once a key is configured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { isUsableBaseUrl, normalizeBaseUrl } from './base-url';

const sdkLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('openai', async (importOriginal) => {
  sdkLoads.count += 1;
  return importOriginal();
});

const { createSdkTransport } = await import('./sdk-transport');

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('loading the openai SDK', () => {
  it('does not load it without a key, and loads it once a key is configured', async () => {
    const settings = { apiKey: '', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', remember: false };
    await expect(createSdkTransport(settings)).rejects.toMatchObject({ kind: 'no-key' });
    expect(sdkLoads.count).toBe(0);
    await createSdkTransport({ ...settings, apiKey: 'test-only-key' });
    expect(sdkLoads.count).toBe(1);
  });

  it('is never imported statically by the app, so it cannot land in the first chunk', () => {
    const offenders = sourceFiles(srcRoot).filter((file) =>
      /^\s*import\s+(?!type\b)[^;]*from\s+['"]openai(?:\/[^'"]*)?['"]/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('base URLs', () => {
  it.each([
    ['https://api.openai.com/v1', true],
    ['http://127.0.0.1:11434/v1', true],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['https://user:secret@example.org/v1', false],
    ['api.openai.com/v1', false],
  ])('%s is usable: %s', (url, usable) => {
    expect(isUsableBaseUrl(url)).toBe(usable);
  });

  it('drops trailing slashes and spaces', () => {
    expect(normalizeBaseUrl(' https://example.org/v1// ')).toBe('https://example.org/v1');
  });
});

describe('plain http', () => {
  it.each([
    ['http://localhost:11434/v1', true],
    ['http://127.0.0.1:8080/v1', true],
    ['http://127.1/v1', true],
    ['http://[::1]:8000/v1', true],
    ['http://10.0.0.5/v1', true],
    ['http://172.16.0.1/v1', true],
    ['http://172.31.255.255/v1', true],
    ['http://192.168.1.20:1234/v1', true],
    ['http://[fd12::1]/v1', true],
    ['http://[::ffff:127.0.0.1]/v1', true],
    ['http://api.openai.com/v1', false],
    ['http://8.8.8.8/v1', false],
    ['http://172.32.0.1/v1', false],
    ['http://192.169.0.1/v1', false],
    ['http://localhost.evil.example/v1', false],
    ['http://10.0.0.5.nip.io/v1', false],
    ['http://[2001:db8::1]/v1', false],
  ])('%s is usable: %s (the key never crosses the internet in clear text)', (url, usable) => {
    expect(isUsableBaseUrl(url)).toBe(usable);
  });
});
