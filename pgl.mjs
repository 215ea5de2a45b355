import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const db = new PGlite(); await db.waitReady; console.log('mem start', Date.now()-t);
t=Date.now(); const r = await db.query('select 1 as x'); console.log(r.rows, Date.now()-t);
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t);
t=Date.now(); const db3 = new PGlite('/tmp/pgl-test-dir'); await db3.waitReady; console.log('dir', Date.now()-t);
await db3.close();
t=Date.now(); const db4 = new PGlite('/tmp/pgl-test-dir'); await db4.waitReady; console.log('dir reopen', Date.now()-t);
