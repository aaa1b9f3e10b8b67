/**
 * A local stand-in for the third-party OpenAI-compatible service, so tests
 * exercise the real `openai` SDK over real HTTP without the internet. It listens
 * on 127.0.0.1 (a free port unless told), serves POST /v1/chat/completions, and
 * answers each request as a behaviour says: a good reply, empty content,
 * garbage, an incomplete JSON object, an HTTP error status, a hang, or a closed
 * connection. It records every request so tests can assert attempts, timing,
 * the bearer header, response_format and the messages.
 *
 * Standalone, for the end-to-end tests:
 *   node --import tsx src/ai/testing/fake-openai-server.ts --port 8787 [--mode ok] [--key K] [--model M]
 * prints "fake-openai-server listening on http://127.0.0.1:8787/v1". While it runs,
 * POST /__control/behaviour {"mode": "<name>"} switches the behaviour and
 * GET /__control/requests lists what it received.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type FakeBehaviour =
  /** A valid analysis reply (or exactly `content` when given). */
  | { kind: 'ok'; score?: number; content?: string }
  /** 200 with an empty message content. */
  | { kind: 'empty' }
  /** 200 whose content is not JSON. */
  | { kind: 'garbage' }
  /** 200 whose content is JSON without a numeric consistencyScore or the arrays. */
  | { kind: 'incomplete' }
  /** An OpenAI-style error body with this HTTP status (429, 500, 401, …). */
  | { kind: 'status'; status: number }
  /** Reads the request and never answers. */
  | { kind: 'hang' }
  /** Drops the connection without answering. */
  | { kind: 'close' }
  /** 200 whose body is `megabytes` MB of valid JSON (a reply with a giant reasoning path). */
  | { kind: 'huge'; megabytes: number }
  /** 200 with an HTML page instead of JSON, as a captive portal or a misconfigured proxy sends. */
  | { kind: 'html' }
  /** Sends the headers, then one byte every `intervalMs` for `durationMs`, never a complete body. */
  | { kind: 'trickle'; durationMs: number; intervalMs?: number }
  /** A valid analysis reply, sent only once `release` settles: a test looks at the app while the AI works. */
  | { kind: 'held'; release: Promise<void> };

/** The behaviours by name, for the command line and the control endpoint. */
export const NAMED_BEHAVIOURS = {
  ok: { kind: 'ok' },
  empty: { kind: 'empty' },
  garbage: { kind: 'garbage' },
  incomplete: { kind: 'incomplete' },
  'rate-limit': { kind: 'status', status: 429 },
  'server-error': { kind: 'status', status: 500 },
  hang: { kind: 'hang' },
  close: { kind: 'close' },
  /** An opening code fence, 10 KB of blank lines and no closing fence. */
  'fence-blank-lines': { kind: 'ok', content: `\`\`\`json\n${' \n'.repeat(5_120)}{` },
  /** A valid reply whose texts are named like object internals. */
  'prototype-names': {
    kind: 'ok',
    content: JSON.stringify({
      consistencyScore: 6,
      conflictPoints: ['constructor', '__proto__', 'toString'],
      suggestions: ['hasOwnProperty', 'valueOf'],
      reasoningPath: 'constructor',
    }),
  },
  /** A valid reply whose texts are HTML, which must be shown as text. */
  'html-texts': {
    kind: 'ok',
    content: JSON.stringify({
      consistencyScore: 5,
      conflictPoints: ['<img src=x onerror="window.__injected=1">'],
      suggestions: ['<script>window.__injected=1</script>'],
      reasoningPath: '<b>bold</b>',
    }),
  },
  'non-json': { kind: 'garbage' },
  'html-page': { kind: 'html' },
  'huge-50mb': { kind: 'huge', megabytes: 50 },
  'trickle-60s': { kind: 'trickle', durationMs: 60_000 },
} as const satisfies Record<string, FakeBehaviour>;

export type BehaviourName = keyof typeof NAMED_BEHAVIOURS;

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. /v1/chat/completions. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined. */
  body: ChatBody | undefined;
  /** performance.now() when the request arrived, for timing assertions. */
  at: number;
}

export interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string };
  [key: string]: unknown;
}

/** Chooses the behaviour for a request; `index` counts chat requests from 0. */
export type Responder = (request: RecordedRequest, index: number) => FakeBehaviour;

export interface FakeOpenAiServerOptions {
  port?: number;
  /** When set, any other bearer token gets a 401, like a refused key. */
  apiKey?: string;
  /** When set, any other model gets a 404 model_not_found. */
  models?: string[];
  respond?: Responder | FakeBehaviour;
}

export interface FakeOpenAiServer {
  /** Base URL to configure, e.g. http://127.0.0.1:41234/v1. */
  baseUrl: string;
  port: number;
  /** Chat completion requests, in arrival order. */
  requests: RecordedRequest[];
  respondWith(respond: Responder | FakeBehaviour): void;
  /** Forgets recorded requests and restarts the request count. */
  reset(): void;
  close(): Promise<void>;
}

/** The content of a good analysis reply. */
export function analysisReply(score = 8): string {
  return JSON.stringify({
    consistencyScore: score,
    conflictPoints: ['The stop-loss is wider than the stated maximum loss.'],
    suggestions: ['Align the stop-loss with the maximum loss.'],
    reasoningPath: 'The rules are concrete; one limit disagrees with another.',
  });
}

function contentFor(behaviour: FakeBehaviour): string {
  switch (behaviour.kind) {
    case 'ok':
      return behaviour.content ?? analysisReply(behaviour.score);
    case 'empty':
      return '';
    case 'garbage':
      return 'Sure! Here is my analysis: the plan looks {fine';
    default:
      return JSON.stringify({ consistencyScore: 'high', conflictPoints: 'none' });
  }
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function errorBody(status: number, message: string, code: string) {
  return { error: { message, type: status === 429 ? 'requests' : 'invalid_request_error', param: null, code } };
}

const STATUS_ERRORS: Record<number, [string, string]> = {
  401: ['Incorrect API key provided.', 'invalid_api_key'],
  404: ['The model does not exist or you do not have access to it.', 'model_not_found'],
  429: ['Rate limit reached for requests.', 'rate_limit_exceeded'],
};

function corsHeaders(request: IncomingMessage): Record<string, string> {
  // The browser app calls this server from another origin, with an Authorization header.
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'authorization, content-type',
    'access-control-max-age': '600',
  };
}

function sendJson(request: IncomingMessage, response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders(request) });
  response.end(JSON.stringify(body));
}

/** Streams a completion whose reasoning path makes the body `megabytes` MB long, without building it in memory. */
function sendHuge(request: IncomingMessage, response: ServerResponse, model: string, megabytes: number): void {
  response.writeHead(200, { 'content-type': 'application/json', ...corsHeaders(request) });
  const [head, tail] = JSON.stringify(
    completion(model, '{"consistencyScore":5,"conflictPoints":[],"suggestions":[],"reasoningPath":"SPLIT"}'),
  ).split('SPLIT') as [string, string];
  const chunk = 'x'.repeat(1 << 20);
  let left = megabytes;
  response.write(head);
  const pump = () => {
    while (left > 0) {
      left -= 1;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end(tail);
  };
  response.on('error', () => {});
  pump();
}

/** Headers at once, then a byte at a time: a body that is always still coming. */
function trickle(request: IncomingMessage, response: ServerResponse, durationMs: number, intervalMs: number): void {
  response.writeHead(200, { 'content-type': 'application/json', ...corsHeaders(request) });
  response.write('{');
  const started = Date.now();
  const timer = setInterval(() => {
    if (response.destroyed || Date.now() - started > durationMs) {
      clearInterval(timer);
      response.end();
      return;
    }
    response.write(' ');
  }, intervalMs);
  response.on('close', () => clearInterval(timer));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): ChatBody | undefined {
  try {
    return JSON.parse(text) as ChatBody;
  } catch {
    return undefined;
  }
}

function asResponder(respond: Responder | FakeBehaviour): Responder {
  return typeof respond === 'function' ? respond : () => respond;
}

export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  let responder = asResponder(options.respond ?? NAMED_BEHAVIOURS.ok);
  const requests: RecordedRequest[] = [];

  const answerChat = (request: IncomingMessage, response: ServerResponse, recorded: RecordedRequest) => {
    const model = recorded.body?.model ?? '';
    if (options.apiKey !== undefined && recorded.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendJson(request, response, 401, errorBody(401, ...(STATUS_ERRORS[401] as [string, string])));
      return;
    }
    if (options.models && !options.models.includes(model)) {
      sendJson(request, response, 404, errorBody(404, ...(STATUS_ERRORS[404] as [string, string])));
      return;
    }
    const behaviour = responder(recorded, requests.length - 1);
    if (behaviour.kind === 'hang') return;
    if (behaviour.kind === 'held') {
      void behaviour.release.then(() => sendJson(request, response, 200, completion(model, analysisReply())));
      return;
    }
    if (behaviour.kind === 'close') {
      request.socket.destroy();
      return;
    }
    if (behaviour.kind === 'html') {
      response.writeHead(200, { 'content-type': 'text/html', ...corsHeaders(request) });
      response.end('<!doctype html><html><body><h1>Sign in to the network</h1></body></html>');
      return;
    }
    if (behaviour.kind === 'huge') {
      sendHuge(request, response, model, behaviour.megabytes);
      return;
    }
    if (behaviour.kind === 'trickle') {
      trickle(request, response, behaviour.durationMs, behaviour.intervalMs ?? 500);
      return;
    }
    if (behaviour.kind === 'status') {
      const [message, code] = STATUS_ERRORS[behaviour.status] ?? ['The server had an error.', 'server_error'];
      sendJson(request, response, behaviour.status, errorBody(behaviour.status, message, code));
      return;
    }
    sendJson(request, response, 200, completion(model, contentFor(behaviour)));
  };

  const server = createServer(async (request, response) => {
    const at = performance.now();
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    const text = await readBody(request);
    if (url.pathname === '/__control/requests') {
      sendJson(request, response, 200, requests);
      return;
    }
    if (url.pathname === '/__control/behaviour' && request.method === 'POST') {
      const mode = (parseJson(text) as { mode?: string } | undefined)?.mode;
      if (!mode || !(mode in NAMED_BEHAVIOURS)) {
        sendJson(request, response, 400, { error: `mode must be one of ${Object.keys(NAMED_BEHAVIOURS).join(', ')}` });
        return;
      }
      responder = asResponder(NAMED_BEHAVIOURS[mode as BehaviourName]);
      requests.length = 0;
      sendJson(request, response, 200, { mode });
      return;
    }
    if (url.pathname === '/v1/chat/completions' && request.method === 'POST') {
      const recorded: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        headers: request.headers,
        body: parseJson(text),
        at,
      };
      requests.push(recorded);
      answerChat(request, response, recorded);
      return;
    }
    sendJson(request, response, 404, errorBody(404, `Unknown path ${url.pathname}`, 'unknown_url'));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    respondWith(respond) {
      responder = asResponder(respond);
    },
    reset() {
      requests.length = 0;
    },
    close() {
      // Hanging requests keep their sockets open; close them or close() would wait forever.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const mode = (argument(args, 'mode') ?? 'ok') as BehaviourName;
  if (!(mode in NAMED_BEHAVIOURS)) throw new Error(`--mode must be one of ${Object.keys(NAMED_BEHAVIOURS).join(', ')}`);
  const model = argument(args, 'model');
  const server = await startFakeOpenAiServer({
    port: Number(argument(args, 'port') ?? 0),
    apiKey: argument(args, 'key'),
    models: model ? [model] : undefined,
    respond: NAMED_BEHAVIOURS[mode],
  });
  console.info(`fake-openai-server listening on ${server.baseUrl}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
