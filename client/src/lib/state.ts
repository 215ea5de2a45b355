/**
 * The store's state as the features see it. Each feature adds its slice beside its reducer, by declaration merging:
 *
 *   declare module '../../lib/state' { interface AppState { auth: AuthState } }
 *
 * so a feature reads the state without importing the store (which imports every feature). The store checks that the
 * reducers it combines hold exactly this state (app/store.ts). Lazy features are not here: their selectors take any
 * state and answer the initial state until the feature has joined the store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every member comes from a feature, by declaration merging
export interface AppState {}
