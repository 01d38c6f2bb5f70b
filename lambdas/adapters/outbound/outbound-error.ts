/** One line saying why an outbound request failed, for attempt logs and errors. */
import { OutboundRefusedError } from './address-vetting';

export function describeOutboundError(err: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `timed out after ${timeoutMs} ms`;
  if (err instanceof OutboundRefusedError) return err.message;
  if (!(err instanceof Error)) return String(err);
  const code = (err as NodeJS.ErrnoException).code;
  return code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}
