// An import resolver (eslint-plugin-import's interface version 2) that resolves as `tsc` does: `./repo.js` to
// repo.ts, `@tutoring/common` through its package exports to common/src/index.ts. The usual TypeScript resolver
// for these rules rests on a native binary whose builds for most platforms this registry does not serve, which
// would make the lock file uninstallable there; TypeScript's own resolution is plain JavaScript.
// CommonJS because eslint-module-utils loads resolvers with require().
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);

/** Files TypeScript does not resolve (stylesheets, images) still exist beside the importer. */
function existingRelativeFile(source, file) {
  if (!source.startsWith('.')) return null;
  const candidate = path.resolve(path.dirname(file), source.replace(/\?.*$/, ''));
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (isBuiltin(source)) return { found: true, path: null };
    const { resolvedModule } = ts.resolveModuleName(source, file, compilerOptions, ts.sys, cache);
    if (resolvedModule) return { found: true, path: path.resolve(resolvedModule.resolvedFileName) };
    const asset = existingRelativeFile(source, file);
    return asset ? { found: true, path: asset } : { found: false };
  },
};
