/** A module fetched on first use and kept for the page's life; a failed fetch is tried again on the next call. */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  /** the module when it has arrived, at once */
  loaded: () => T | undefined;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= fetch().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
