// The build's compiled catalogues (scripts/compiledCatalogues.ts).
declare module 'virtual:catalogue/*' {
  import type { CompiledCatalogue } from '@tutoring/common';
  const catalogue: CompiledCatalogue;
  export default catalogue;
}
