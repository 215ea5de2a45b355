import { describe, expect, it } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('fetches on the first load only, and answers the module at once after it arrived', async () => {
    let fetches = 0;
    const module = { rules: 'step rules' };
    const once = loadOnce(() => {
      fetches += 1;
      return Promise.resolve(module);
    });
    expect(once.loaded()).toBeUndefined();
    expect(fetches).toBe(0);
    const [first, second] = await Promise.all([once.load(), once.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await once.load()).toBe(module);
    expect(once.loaded()).toBe(module);
    expect(fetches).toBe(1);
  });

  it('fetches again after a failure, which the caller sees', async () => {
    let fetches = 0;
    const once = loadOnce(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('arrived');
    });
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    expect(await once.load()).toBe('arrived');
    expect(once.loaded()).toBe('arrived');
    expect(fetches).toBe(2);
  });
});
