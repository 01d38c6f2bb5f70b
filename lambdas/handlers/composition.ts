/**
 * A composition root: built once per Lambda container from its defaults (the AWS
 * adapters), with overrides the local runtime sets before serving.
 */
export function compositionRoot<T extends object>(defaults: () => T) {
  let current: T | undefined;
  let overrides: Partial<T> = {};
  return {
    get(): T {
      // Descriptors, so that lazy getters of the defaults stay lazy.
      current ??= Object.defineProperties(defaults(), Object.getOwnPropertyDescriptors(overrides)) as T;
      return current;
    },
    configure(next: Partial<T>): void {
      overrides = { ...overrides, ...next };
      current = undefined;
    },
  };
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
