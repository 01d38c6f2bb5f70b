import type { ChildProcess } from 'node:child_process';

/** Kills each child's whole process group (children started `detached`), so a test that failed leaves no DynamoDB Local behind. */
export function killGroups(children: Iterable<ChildProcess>): void {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
