/**
 * The store's state as the features see it. Each feature adds its slice beside its reducer, by declaration merging:
 *
 *   declare module '../../lib/state' { interface AppState { auth: AuthState } }
 *
 * so a feature reads the state without importing the store (which imports every feature). AppState holds the slices
 * the store starts with (app/rootReducer.ts checks that it combines exactly these); LazyLoadedSlices those a staff or
 * emailed-link page injects when its code loads (lib/injectFeature.ts), which the state lacks until then.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every member comes from a feature, by declaration merging
export interface AppState {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every member comes from a feature, by declaration merging
export interface LazyLoadedSlices {}

/** What a lazy slice's selector reads: its slice is there once injected. */
export type LazyState = Partial<LazyLoadedSlices>;

/** The whole state: the slices the store starts with, and each lazy one once injected. */
export type RootState = AppState & LazyState;

/** A lazy slice's selector: its state once injected, `initial` until then (a page may render before it joins). */
export function lazySelector<Name extends keyof LazyLoadedSlices>(name: Name, initial: LazyLoadedSlices[Name]) {
  return (state: LazyState): LazyLoadedSlices[Name] => state[name] ?? initial;
}
