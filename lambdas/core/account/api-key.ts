import { createHash, randomBytes } from 'node:crypto';
import { apiError } from '../errors';

export const KEY_PREFIX = 'emp_';

/** Keys are stored only as this hash; the plaintext exists once, when created. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function newApiKey(): string {
  return KEY_PREFIX + randomBytes(24).toString('base64url');
}

/**
 * Spec §5 rule 2: a missing header, another scheme or a token without `emp_` is NO_API_KEY; so
 * are two Authorization lines (`lines` holds every line sent), which may name keys of two
 * accounts: neither is taken.
 */
export function bearerKey(lines: readonly string[] | undefined): string {
  const line = lines?.length === 1 ? lines[0] : undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(line ?? '');
  const token = match?.[1];
  if (!token?.startsWith(KEY_PREFIX)) throw apiError('NO_API_KEY');
  return token;
}
