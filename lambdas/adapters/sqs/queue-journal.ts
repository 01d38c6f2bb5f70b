/**
 * A LocalQueue's messages on disk, so queued work outlives the process that owns the queue (a crash,
 * a `kill -9`) and comes back as SQS would return it. In the queue's own directory:
 *
 * - `journal.jsonl`: one JSON line per change (a message put, received, hidden or deleted), appended
 *   with one write() before the change takes effect in memory. Opening the queue replays it, drops a
 *   torn last line (the process died mid-write), and writes the live messages back as a fresh journal
 *   (a temporary file, fsynced, renamed over the old one); the same compaction runs while the queue is
 *   in use once dead lines outnumber live messages by far.
 * - `inbox/`: messages sent by other processes (the admin CLI), one file each, written under a
 *   temporary name and renamed into place, so the owner never reads half a message. The owner moves
 *   them into its journal (the journal line first, then the unlink; a repeat is known by its id).
 * - `owner.pid`: the one process that may change the journal.
 *
 * Appends are not fsynced: a finished write() survives the death of the process, the failure the
 * local stack must ride out, while an fsync per change costs ~2.5 ms of blocked event loop on this
 * machine. A power loss may lose the last changes; the journal stays readable.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { logger } from '../../shared/logger';

/** A message as the queue holds it. */
export interface QueueMessage {
  messageId: string;
  body: string;
  attributes: Record<string, string>;
  sentTimestamp: number;
  /** Epoch ms from which a receive may return it (its delay, then its visibility timeout). */
  visibleAt: number;
  receiveCount: number;
  firstReceiveTimestamp?: number;
  /** The latest receipt handle; only it deletes or changes visibility. */
  receiptHandle?: string;
}

/** Every way a queue's state changes: a journal line each. */
export type QueueChange =
  | { op: 'put'; message: QueueMessage }
  | { op: 'receive'; messageId: string; receiptHandle: string; at: number; visibleAt: number }
  | { op: 'hide'; messageId: string; visibleAt: number }
  | { op: 'delete'; messageId: string };

/** Applies one change: the one way messages change, live or replayed from the journal. */
export function applyChange(messages: Map<string, QueueMessage>, change: QueueChange): void {
  if (change.op === 'put') {
    messages.set(change.message.messageId, { ...change.message });
    return;
  }
  if (change.op === 'delete') {
    messages.delete(change.messageId);
    return;
  }
  const message = messages.get(change.messageId);
  if (!message) return;
  message.visibleAt = change.visibleAt;
  if (change.op === 'receive') {
    message.receiveCount += 1;
    message.firstReceiveTimestamp ??= change.at;
    message.receiptHandle = change.receiptHandle;
  }
}

/** Dead lines tolerated before a live compaction, and how many times the live messages they must exceed. */
const COMPACT_MIN_LINES = 1_000;
const COMPACT_RATIO = 8;

const JOURNAL = 'journal.jsonl';
const INBOX = 'inbox';
const OWNER = 'owner.pid';

/** Replays the journal's lines; unreadable lines are tolerated only as its tail (a torn last write). */
function replay(path: string): Map<string, QueueMessage> {
  const messages = new Map<string, QueueMessage>();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return messages;
    throw err;
  }
  const lines = text.split('\n');
  let torn = -1;
  lines.forEach((line, index) => {
    if (line === '') return;
    let change: QueueChange;
    try {
      change = JSON.parse(line) as QueueChange;
    } catch {
      torn = torn < 0 ? index : torn;
      return;
    }
    if (torn >= 0) throw new Error(`${path}: line ${torn + 1} is unreadable and is not the last; the journal is damaged`);
    applyChange(messages, change);
  });
  if (torn >= 0) logger.warn('queue journal: a torn last write was dropped', { path, line: torn + 1 });
  return messages;
}

/** Writes a whole file so that it is either all there under `path` or not at all. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Makes this process the queue's owner, unless another live process is. */
function takeOwnership(dir: string): void {
  const path = join(dir, OWNER);
  let owner = 0;
  try {
    owner = Number(readFileSync(path, 'utf8'));
  } catch {
    // No owner yet.
  }
  if (owner > 0 && owner !== process.pid && isRunning(owner)) {
    throw new Error(`The queue in ${dir} is owned by process ${owner}, which is running: only one process may own a queue (if that process is not a local stack, delete ${path})`);
  }
  writeFileSync(path, String(process.pid));
}

/** A message another process dropped into the inbox, and the file to remove once it is journaled. */
export interface InboxEntry {
  message: QueueMessage;
  file: string;
}

/** The journal of the queue in `dir`, owned by this process from `open` until `close`. */
export class QueueJournal {
  readonly dir: string;
  /** The messages as the journal left them, in send order. */
  readonly messages: Map<string, QueueMessage>;
  #fd: number;
  #lines = 0;

  private constructor(dir: string) {
    this.dir = dir;
    mkdirSync(join(dir, INBOX), { recursive: true });
    takeOwnership(dir);
    this.messages = replay(join(dir, JOURNAL));
    this.#fd = this.#rewrite();
  }

  static open(dir: string): QueueJournal {
    return new QueueJournal(dir);
  }

  /** Records the change; it may take effect once this returns. */
  append(change: QueueChange): void {
    writeSync(this.#fd, `${JSON.stringify(change)}\n`);
    this.#lines += 1;
  }

  /** Rewrites the journal as the live messages alone once dead lines dominate it. */
  compactIfDue(messages: Map<string, QueueMessage>): void {
    if (this.#lines < COMPACT_MIN_LINES || this.#lines < COMPACT_RATIO * messages.size) return;
    closeSync(this.#fd);
    this.#fd = this.#rewrite(messages);
  }

  /** The messages waiting in the inbox, oldest first. */
  inbox(): InboxEntry[] {
    const entries: InboxEntry[] = [];
    for (const name of readdirSync(join(this.dir, INBOX)).filter((n) => n.endsWith('.json')).sort()) {
      const file = join(this.dir, INBOX, name);
      try {
        entries.push({ message: JSON.parse(readFileSync(file, 'utf8')) as QueueMessage, file });
      } catch (err) {
        logger.error('queue inbox: an unreadable message was set aside', { file, error: err as Error });
        renameSync(file, `${file}.unreadable`);
      }
    }
    return entries;
  }

  removeFromInbox(entry: InboxEntry): void {
    rmSync(entry.file, { force: true });
  }

  close(): void {
    closeSync(this.#fd);
    rmSync(join(this.dir, OWNER), { force: true });
  }

  /** Writes `messages` as the whole journal and returns the descriptor to append to. */
  #rewrite(messages = this.messages): number {
    const path = join(this.dir, JOURNAL);
    writeAtomically(path, [...messages.values()].map((message) => `${JSON.stringify({ op: 'put', message } satisfies QueueChange)}\n`).join(''));
    // The rename is durable once the directory is synced.
    const dirFd = openSync(this.dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
    this.#lines = messages.size;
    return openSync(path, 'a');
  }
}

/** Puts a message in the inbox of the queue in `dir`, whose owner may be running or not. */
export function dropInInbox(dir: string, message: QueueMessage): void {
  const inbox = join(dir, INBOX);
  mkdirSync(inbox, { recursive: true });
  // Named so that names sort by send time; the temporary name does not end in .json, so the owner skips it.
  writeAtomically(join(inbox, `${String(message.sentTimestamp).padStart(15, '0')}-${message.messageId}.json`), JSON.stringify(message));
}
