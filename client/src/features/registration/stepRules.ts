// The step schemas, and zod with them, are about a sixth of the public entry's script, and drawing a step needs none
// of it: only Save and Continue does. They are fetched once the first step is on screen, so that on a slow phone line
// the form is usable that much sooner (docs/adr/0005-prerendered-public-pages.md).
import { loadOnce } from '../../lib/loadOnce';

export type StepRules = typeof import('./stepSchemas');

export const stepRules = loadOnce<StepRules>(() => import('./stepSchemas'));
