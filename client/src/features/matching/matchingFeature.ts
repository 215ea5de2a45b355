import { injectFeature } from '../../lib/injectFeature';
import { recordsFeature } from '../records/state';
import { matchingFeature } from './state';

// Only the match page imports this module, so matching stays out of the public entry. Confirming a match reloads the
// records and waits for them (matchingSaga.ts), so the records feature joins too.
injectFeature(matchingFeature);
injectFeature(recordsFeature);
