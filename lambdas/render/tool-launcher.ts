/**
 * Starts ffmpeg and ffprobe from a small helper process instead of from the render's own. Node
 * starts a child by fork(): the kernel copies the page tables of the whole process and write-protects
 * every page, and each page the process writes afterwards takes a copy-on-write fault. A render's
 * process holds about 400 MB, so each of its dozen tools cost it about 20 ms of fork and then up to
 * 100,000 faults (about 150 ms of CPU in a process that rewrites 400 MB, measured), with the drawing
 * thread stopped during the fork. The helper is a bare Node process started once, while it is small;
 * it forks the tools. Each tool's stdin and stdout are one end of a Unix socket whose other end this
 * process holds, so frames still go from here straight to ffmpeg and its output straight back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Socket } from 'node:net';

/** What callers use of a started tool: its stdin and stdout (one socket) and a way to stop it. */
export interface ToolProcess {
  stdin: Socket;
  stdout: Socket;
  kill(signal: NodeJS.Signals): void;
}

export interface ToolExit {
  code: number | null;
  /** The last 20,000 characters of its stderr. */
  stderr: string;
}

/** The helper, run with `node -e`: no file of its own, so a bundled Lambda carries it inside this module. */
const HELPER = `
const net = require('node:net');
const { spawn } = require('node:child_process');
const tools = new Map();
process.on('message', (m) => {
  if (m.kill !== undefined) return void tools.get(m.kill)?.kill(m.signal);
  const socket = net.connect(m.socket, () => {
    const child = spawn(m.bin, m.args, { stdio: [socket, socket, 'pipe'], env: m.env });
    socket.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-20000)));
    child.on('error', (e) => { if (child.pid === undefined) process.send({ id: m.id, error: e.message, code: e.code }); });
    if (child.pid === undefined) return;
    tools.set(m.id, child);
    child.on('close', (code) => { tools.delete(m.id); process.send({ id: m.id, code, stderr }); });
  });
  socket.on('error', (e) => process.send({ id: m.id, error: e.message, code: e.code }));
});
process.on('disconnect', () => { for (const child of tools.values()) child.kill('SIGKILL'); process.exit(0); });
`;

interface Reply {
  id: number;
  code?: number | string | null;
  stderr?: string;
  error?: string;
}

interface Launcher {
  child: ChildProcess;
  pending: Map<number, (reply: Reply) => void>;
}

let launcher: Launcher | null = null;
let nextId = 0;

/** The helper holds the process open only while one of its tools runs. */
function hold(l: Launcher, on: boolean): void {
  const handles = [l.child, l.child.channel] as ({ ref(): void; unref(): void } | null | undefined)[];
  for (const handle of handles) (on ? handle?.ref() : handle?.unref());
}

/**
 * Starts the helper now, if it is not running (a render worker calls it while it initialises, as
 * small as it will ever be); otherwise the first tool starts it.
 */
export function startToolLauncher(): void {
  if (launcher) return;
  const env = { ...process.env };
  // The helper runs plain JavaScript: no loader (tsx) and no flags meant for the render's process.
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env });
  const l: Launcher = { child, pending: new Map() };
  const fail = (error: string) => {
    if (launcher === l) launcher = null;
    for (const settle of l.pending.values()) settle({ id: -1, error });
    l.pending.clear();
  };
  child.on('message', (reply: Reply) => {
    const settle = l.pending.get(reply.id);
    l.pending.delete(reply.id);
    if (l.pending.size === 0) hold(l, false);
    settle?.(reply);
  });
  child.on('exit', (code) => fail(`the tool launcher exited with ${code}`));
  child.on('error', (err) => fail(err.message));
  hold(l, false);
  launcher = l;
}

/**
 * Stops the helper and waits for it to exit, so that a process which ends right after (the render
 * CLI) has reaped it, and with it the CPU of the tools it ran (what `time` reports).
 */
export async function stopToolLauncher(): Promise<void> {
  const l = launcher;
  if (!l?.child.connected) return;
  launcher = null;
  hold(l, true);
  const exited = new Promise((resolve) => l.child.once('exit', resolve));
  l.child.disconnect();
  await exited;
}

/** The helper's process id while it runs (the benchmarks count its children's CPU). */
export function toolLauncherPid(): number | undefined {
  return launcher?.child.pid;
}

/**
 * Starts `bin args` through the helper. `exited` resolves once the tool has exited and its output
 * has all been read (like a child process's 'close'); it rejects when the tool could not start.
 */
export async function launchTool(bin: string, args: string[]): Promise<{ tool: ToolProcess; exited: Promise<ToolExit> }> {
  startToolLauncher();
  const l = launcher!;
  const id = nextId++;
  const address = `\0render-tool-${process.pid}-${id}`;
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(address, resolve));
  hold(l, true);
  const reply = new Promise<Reply>((resolve) => l.pending.set(id, resolve));
  const connected = new Promise<Socket>((resolve) => server.once('connection', resolve));
  // The tool gets this process's environment as it is now, as a child of this process would.
  l.child.send({ id, bin, args, env: process.env, socket: address });
  // The helper connects before it starts the tool, but its report of a quick exit may come first:
  // only a failure to start ends the wait for the connection.
  const first = await Promise.race<Socket | Reply>([connected, reply.then<Socket | Reply>((r) => (r.error === undefined ? connected : r))]);
  server.close();
  if (!('readable' in first)) {
    void connected.then((s) => s.destroy());
    throw toolError(first);
  }
  const socket = first;
  // A writer that cares about a broken pipe listens itself (the frame encoder does); the exit code decides the rest.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const exited = reply.then(async (r) => {
    if (r.error !== undefined) throw toolError(r);
    // As a child process's unread stdout is drained at its exit, so its 'close' can follow.
    if (socket.listenerCount('data') === 0 && socket.listenerCount('readable') === 0) socket.resume();
    await closed;
    return { code: typeof r.code === 'number' ? r.code : null, stderr: r.stderr ?? '' };
  });
  const tool: ToolProcess = {
    stdin: socket,
    stdout: socket,
    kill: (signal) => void (l.child.connected && l.child.send({ kill: id, signal })),
  };
  return { tool, exited };
}

function toolError(reply: Reply): Error {
  return Object.assign(new Error(reply.error ?? 'the tool did not start'), typeof reply.code === 'string' ? { code: reply.code } : {});
}
