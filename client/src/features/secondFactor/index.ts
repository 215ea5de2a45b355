// The two-step sign-in feature's public entry: its section, loaded on demand, so its code (and the QR code library)
// stays out of the public pages' bundle.
import { lazy } from 'react';

export const SecondFactor = lazy(() => import('./SecondFactor'));
