import type { CompiledCatalogue, LocaleCode } from '@tutoring/common';

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

export async function loadCatalogue(code: LocaleCode): Promise<CompiledCatalogue> {
  return (await LOADERS[code]()).default;
}
