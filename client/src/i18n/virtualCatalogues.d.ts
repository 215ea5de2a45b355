// The build's compiled catalogues (scripts/compiledCatalogues.ts).
declare module 'virtual:catalogue/*' {
  import type { CompiledCatalogue } from '@tutoring/common';
  const catalogue: CompiledCatalogue;
  export default catalogue;
}

declare module 'virtual:staff-catalogue/*' {
  import type { CompiledCatalogue } from '@tutoring/common';
  const catalogue: CompiledCatalogue;
  export default catalogue;
}

declare module 'virtual:staff-catalogues' {
  import type { CompiledCatalogue } from '@tutoring/common';
  /** every staff catalogue file, by language code */
  export const STAFF_CATALOGUES: Record<string, () => Promise<{ default: CompiledCatalogue }>>;
}
