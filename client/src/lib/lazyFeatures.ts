import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** A staff-only feature's state and saga, added to the store when its page's lazy chunk loads. */
export interface LazyFeature {
  name: string;
  reducer: Reducer;
  saga: Saga;
}

type AddFeature = (feature: LazyFeature) => void;

let addToStore: AddFeature | null = null;
const waiting: LazyFeature[] = [];

/**
 * Called at the top level of a feature module that only lazy staff pages import, so its code stays out of the public
 * entry and its budget (client/vite.config.ts). Module loading happens outside React's render, so adding the reducer
 * (which dispatches) never updates components mid-render.
 */
export function registerLazyFeature(feature: LazyFeature): void {
  if (addToStore) addToStore(feature);
  else waiting.push(feature);
}

/** The store takes the features registered so far, and every later one. */
export function connectLazyFeatures(add: AddFeature): void {
  addToStore = add;
  for (const feature of waiting.splice(0)) add(feature);
}
