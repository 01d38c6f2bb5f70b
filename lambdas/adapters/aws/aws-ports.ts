import type { PortsOf, Wiring } from './declaration';

/**
 * A function's ports from its wiring, each adapter built on first use and then kept for the
 * container's life. Building lazily lets the CDK app import an entry for its wiring without
 * the function's environment, and spares a route the clients of ports it does not reach.
 */
export function awsPorts<const W extends Wiring>(wiring: W, env: NodeJS.ProcessEnv = process.env): PortsOf<W> {
  const ports = {} as Record<string, unknown>;
  for (const [name, adapter] of Object.entries(wiring)) {
    let built: { value: unknown } | undefined;
    Object.defineProperty(ports, name, {
      enumerable: true,
      get: () => (built ??= { value: adapter.create(env) }).value,
    });
  }
  return ports as PortsOf<W>;
}
