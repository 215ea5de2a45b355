/**
 * The Node.js lines the project supports, as package.json "engines" states them (a unit test keeps the two equal).
 * On another version the server still starts, but says once that the version is not supported.
 */
export const SUPPORTED_NODE = '^22.19.0 || ^24.0.0';

/** Each supported line: its major version and the lowest minor version of it. */
const LINES: readonly { major: number; minMinor: number }[] = [
  { major: 22, minMinor: 19 },
  { major: 24, minMinor: 0 },
];

export function isSupportedNode(version: string): boolean {
  const match = /^v?(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return LINES.some((line) => line.major === major && minor >= line.minMinor);
}

/** The line to print at start when `version` is not supported, or undefined when it is. */
export function unsupportedNodeLine(version: string = process.version): string | undefined {
  if (isSupportedNode(version)) return undefined;
  return `Warning: Node.js ${version} is not supported (supported: ${SUPPORTED_NODE}); the server starts, but install Node.js 24 or 22 LTS.\n`;
}
