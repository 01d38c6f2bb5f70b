import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { Account } from '../../core/account/account';

export type HttpEvent = APIGatewayProxyEvent;
export type HttpResponse = APIGatewayProxyResult;

/** What the middleware chain hands to a route's function. */
export interface HttpRequest {
  event: HttpEvent;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  params: Record<string, string>;
  /** Parsed JSON body, `undefined` when none was sent. */
  body: unknown;
  /** The authenticated account (routes with `auth: false` get none). */
  account: Account;
  requestId: string;
}

export interface HttpResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Only the reference page and its script set this: `body` is then text of this type, sent as is. */
  contentType?: string;
}

export type HttpContext = Context & { account?: Account; body?: unknown };
