import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { LazyLoadedSlices } from './state';

/** A slice declared in LazyLoadedSlices (lib/state.ts), under its name there. */
type LazySlice = {
  [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> };
}[keyof LazyLoadedSlices];

/** A feature that joins the store when its code loads: its slices, and the saga that makes its server calls. */
export interface LazyFeature {
  slices: readonly LazySlice[];
  saga: Saga;
}

type Injector = (feature: LazyFeature) => void;

const loaded: LazyFeature[] = [];
let injectIntoStore: Injector | null = null;

/**
 * Called at the top level of a module that only lazy pages import, so the feature's code stays out of the public
 * entry and its budget (client/vite.config.ts). Injecting a slice dispatches nothing, so it is safe at any time; the
 * store injects each slice and runs each saga once however many modules inject them (app/store.ts).
 */
export function injectFeature(feature: LazyFeature): void {
  loaded.push(feature);
  injectIntoStore?.(feature);
}

/** A new store takes the features loaded so far (a test's modules load before its store), and every later one. */
export function connectFeatureInjection(inject: Injector): void {
  injectIntoStore = inject;
  for (const feature of loaded) inject(feature);
}
