// Which optional dependencies a package-lock.json names but does not list. npm records the platform builds of a
// native package (rollup's @rollup/rollup-*, esbuild's @esbuild/*) as optional dependencies and lists every one in
// the lock when it can read their manifests; a lock written while some were unavailable lists only those it found,
// and `npm ci` on any other platform (or with the missing ones found again) then refuses it as out of sync.

/** Where Node would look for `name` from the package at `location` (a lock key), nearest first. */
export function lookupLocations(location, name) {
  const places = [];
  let from = location;
  for (;;) {
    places.push(from === '' ? `node_modules/${name}` : `${from}/node_modules/${name}`);
    if (from === '') return places;
    const cut = from.lastIndexOf('/node_modules/');
    from = cut >= 0 ? from.slice(0, cut) : '';
  }
}

/** @returns {{ location: string, version: string, missing: string[] }[]} the packages whose optional dependencies are not all in the lock */
export function missingOptionalPackages(lock) {
  const packages = lock?.packages ?? {};
  const found = [];
  for (const [location, entry] of Object.entries(packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    const missing = optional.filter((name) => !lookupLocations(location, name).some((place) => place in packages));
    if (missing.length > 0) found.push({ location: location || '(root)', version: entry.version ?? '', missing });
  }
  return found;
}
