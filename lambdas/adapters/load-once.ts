/**
 * An adapter chosen by configuration, loaded (module and client) on first use: a deployment
 * that does not use it never evaluates it at cold start. A failed load is tried again next time.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}
