import type { CompiledCatalogue, LocaleCode } from '@tutoring/common';
import { embeddedCatalogue } from './embeddedCatalogue';

// One import per language, so the build makes one small file each and a visitor downloads only theirs.
const LOADERS: Record<LocaleCode, () => Promise<{ default: CompiledCatalogue }>> = {
  en: () => import('virtual:catalogue/en'),
  es: () => import('virtual:catalogue/es'),
  so: () => import('virtual:catalogue/so'),
  ar: () => import('virtual:catalogue/ar'),
  'zh-Hans': () => import('virtual:catalogue/zh-Hans'),
  tl: () => import('virtual:catalogue/tl'),
  fr: () => import('virtual:catalogue/fr'),
  vi: () => import('virtual:catalogue/vi'),
  hmn: () => import('virtual:catalogue/hmn'),
};

/** The language's catalogue: the one a prerendered page carries, else its own file. */
export async function loadCatalogue(code: LocaleCode): Promise<CompiledCatalogue> {
  return embeddedCatalogue(code) ?? (await LOADERS[code]()).default;
}
