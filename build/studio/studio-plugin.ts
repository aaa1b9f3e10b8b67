/**
 * The content studio's server: dev-server middleware under /__studio/api/ that
 * lists, reads, checks and writes the JSON of questionnaires/ and scoring-rules/
 * (routeStudioRequest). It has no build hooks, and only the studio's own Vite
 * config (vite.studio.config.ts) loads it, so nothing of it reaches the app's
 * production bundle. `root` is the content root (default: Vite's root).
 */
import type { Plugin } from 'vite';
import { STUDIO_API } from '../../src/studio/studio-api-types.ts';
import { foreignRequest } from './foreign-request.ts';
import { readJsonBody } from './read-json-body.ts';
import { routeStudioRequest } from './route-studio-request.ts';
import { errorReply, type StudioReply } from './studio-reply.ts';

export function studioPlugin(options: { root?: string } = {}): Plugin {
  return {
    name: 'content-studio',
    apply: 'serve',
    configureServer(server) {
      const root = options.root ?? server.config.root;
      server.middlewares.use(STUDIO_API, (request, response) => {
        const send = ({ status, body }: StudioReply) => {
          response.statusCode = status;
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(JSON.stringify(body));
        };
        const foreign = foreignRequest(request);
        if (foreign) {
          send({ status: 403, body: { error: 'refused-path', message: foreign } });
          return;
        }
        readJsonBody(request)
          .then(
            (body) => routeStudioRequest(root, request.method ?? 'GET', request.url ?? '/', body),
            (error: unknown) => errorReply('bad-request', (error as Error).message),
          )
          .then(send, (error: unknown) => send({ status: 500, body: { error: 'server', message: String(error) } }));
      });
    },
  };
}
