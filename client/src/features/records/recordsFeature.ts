import { injectFeature } from '../../lib/injectFeature';
import { matchingFeature } from '../matching/state';
import { emailResendFeature, endMatchFeature, recordsFeature } from './state';

// Only the records page's modules import this module, so the records stay out of the public entry. The page ends
// matches, resends their emails, and finds a tutee a new tutor on the match page (matchingSaga.ts answers that).
injectFeature(recordsFeature);
injectFeature(endMatchFeature);
injectFeature(emailResendFeature);
injectFeature(matchingFeature);
