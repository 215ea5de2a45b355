// Rewrites docs/configuration.md from the configuration schema: npm run docs:config.
import fs from 'node:fs';
import { configurationPage } from '../server/src/configReference.js';

fs.writeFileSync(new URL('../docs/configuration.md', import.meta.url), configurationPage());
