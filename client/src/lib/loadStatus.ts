/** Where a request for data stands. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
