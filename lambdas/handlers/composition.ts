/** How to build each port's default adapter; only the ports actually used are built. */
export type Factories<T> = { [K in keyof T]: () => T[K] };

/**
 * A composition root: each port built on first use, once per Lambda container,
 * from its AWS default, unless the local runtime has configured it with `configure`.
 */
export function compositionRoot<T extends object>(factories: Factories<T>) {
  let overrides: Partial<T> = {};
  let current: T | undefined;
  const build = (): T => {
    const cache: Partial<T> = {};
    const ports = {} as T;
    for (const key of Object.keys(factories) as (keyof T)[]) {
      Object.defineProperty(ports, key, {
        enumerable: true,
        get: () => (key in overrides ? overrides[key] : (cache[key] ??= factories[key]())),
      });
    }
    return ports;
  };
  return {
    get: (): T => (current ??= build()),
    configure(next: Partial<T>): void {
      overrides = { ...overrides, ...next };
    },
  };
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Two roots' ports as one object, each still built on first use (a spread would build them all). */
export function joinPorts<A extends object, B extends object>(a: A, b: B): A & B {
  const joined = {} as A & B;
  for (const source of [a, b] as object[]) {
    for (const key of Object.keys(source)) {
      Object.defineProperty(joined, key, { enumerable: true, get: () => (source as Record<string, unknown>)[key] });
    }
  }
  return joined;
}
