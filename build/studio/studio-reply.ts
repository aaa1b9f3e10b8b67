/** A reply of the studio's API before it is sent: an HTTP status and a JSON body. */
import type { StudioErrorCode } from '../../src/studio/studio-api-types.ts';

export interface StudioReply {
  status: number;
  body: unknown;
}

const STATUS: Record<StudioErrorCode, number> = {
  'refused-path': 403,
  'not-found': 404,
  'invalid-json': 400,
  'bad-request': 400,
};

export function errorReply(error: StudioErrorCode, message: string): StudioReply {
  return { status: STATUS[error], body: { error, message } };
}
