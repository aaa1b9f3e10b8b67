/**
 * Starts src/ai/testing/fake-openai-server.ts (the local stand-in for the
 * third-party AI service) for one test file, with settings pointing at it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AiSettings } from '../ai-settings';
import { type FakeOpenAiServer, type FakeOpenAiServerOptions, startFakeOpenAiServer } from './fake-openai-server';

export interface StandInService {
  server: FakeOpenAiServer;
  /** Settings that reach the stand-in with its key and model. */
  settings: AiSettings;
}

/** Read the fields inside tests (they are set in beforeAll). */
export function standInServiceForThisFile(
  options: { apiKey: string; model: string } & FakeOpenAiServerOptions,
): StandInService {
  const service = {} as StandInService;
  beforeAll(async () => {
    service.server = await startFakeOpenAiServer({ models: [options.model], ...options });
    service.settings = {
      apiKey: options.apiKey,
      baseUrl: service.server.baseUrl,
      model: options.model,
      remember: false,
    };
  });
  afterAll(() => service.server.close());
  return service;
}
