import { PAGE_PATHS } from '@tutoring/common';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function pathsOf(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('page paths the server may log', () => {
  it('are exactly the route table of the client, in lower case', () => {
    const pages = pathsOf(routes)
      .filter((path) => path !== '*')
      .map((path) => path.toLowerCase());
    expect([...pages].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
