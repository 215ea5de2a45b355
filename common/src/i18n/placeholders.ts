import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The argument names an ICU message uses, plural and select arguments included, sorted: a translation must use the same. */
export function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part)) continue;
      const [name, , options] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}
