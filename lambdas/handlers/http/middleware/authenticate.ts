import type { MiddlewareObj } from '@middy/core';
import { bearerKey, hashApiKey } from '../../../core/account/api-key';
import { authorize } from '../../../core/account/authorize';
import { addLogKeys } from '../../../shared/logger';
import type { AuthPorts } from '../http-handler';
import type { HttpContext, HttpEvent, HttpResponse } from '../http-types';
import { headerLines } from './headers';

/** Spec §5 for every endpoint: the key is looked up by its hash only. */
export function authenticate(ports: AuthPorts): MiddlewareObj<HttpEvent, HttpResponse, Error, HttpContext> {
  return {
    before: async (request) => {
      const key = bearerKey(headerLines(request.event, 'authorization'));
      const account = authorize(await ports.accounts.findByKeyHash(hashApiKey(key)));
      request.context.account = account;
      addLogKeys({ userId: account.userId });
    },
  };
}
