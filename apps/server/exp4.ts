import { PGlite } from '@electric-sql/pglite';
const p = await PGlite.create('memory://');
console.log((await p.query(`select datcollate, datctype, datlocprovider from pg_database where datname=current_database()`)).rows, (await p.query(`show wal_level`)).rows, (await p.query(`show fsync`)).rows, (await p.query(`show synchronous_commit`)).rows, (await p.query(`show full_page_writes`)).rows,(await p.query(`show shared_buffers`)).rows);
