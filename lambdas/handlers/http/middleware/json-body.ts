import type { MiddlewareObj } from '@middy/core';
import { validationFailed } from '../../../core/errors';
import { rawShapeProblem } from '../../../core/parse-body';
import type { HttpContext, HttpEvent, HttpResponse } from '../http-types';
import { lowerCaseHeaders } from './headers';

/** Parses a JSON body; malformed JSON or another content type is a validation failure (spec §1 wire format). */
export function jsonBody(): MiddlewareObj<HttpEvent, HttpResponse, Error, HttpContext> {
  return {
    before: async (request) => {
      const { body, isBase64Encoded } = request.event;
      if (body === null || body === undefined || body === '') return;
      const contentType = lowerCaseHeaders(request.event)['content-type'] ?? '';
      if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
        throw validationFailed([{ path: 'content-type', message: 'must be application/json' }]);
      }
      const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      // A shape no route accepts is refused before the costly parse.
      const tooBig = rawShapeProblem(text);
      if (tooBig) throw validationFailed([tooBig]);
      try {
        request.context.body = JSON.parse(text);
      } catch {
        throw validationFailed([{ path: 'body', message: 'malformed JSON' }]);
      }
    },
  };
}
