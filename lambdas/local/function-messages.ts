import type { OwnedPorts } from './local-ports';

/** An error as it crosses a thread: its name and message (what Lambda reports, too). */
export interface ErrorShape {
  name: string;
  message: string;
}

/** From the parent: an invocation, or the answer to a call the function made on a port the parent owns. */
export type ToWorker =
  | { kind: 'invoke'; id: number; event: unknown; requestId: string; deadline: number }
  | { kind: 'answer'; id: number; value?: unknown; error?: ErrorShape };

/** From the function's thread: it is ready, an invocation's result, or a call on one of the parent's ports. */
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; value?: unknown; error?: ErrorShape }
  | { kind: 'call'; id: number; target: keyof OwnedPorts; method: string; args: unknown[] };
