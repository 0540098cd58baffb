import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Database } from './src/db/database.ts'
import { prepareDatabase } from './src/db/prepare.ts'
for (const dir of [null, await mkdtemp(path.join(tmpdir(), 'prof-'))]) {
  const db = await Database.open(dir)
  await prepareDatabase(db)
  const claims = { sub: '11111111-1111-4111-8111-111111111111', role: 'authenticated' }
  const sql = `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as total from (select _t.* from public."appointments" as _t where _t."user_id" = $1 order by _t."created_at" desc limit 1000) as _r`
  let t = performance.now()
  for (let i = 0; i < 500; i++)
    await db.asRole('authenticated', claims, (tx) => tx.query(sql, [claims.sub]))
  console.log(dir ? 'dir' : 'mem', 'asRole read ms/op', ((performance.now() - t) / 500).toFixed(3))
  t = performance.now()
  for (let i = 0; i < 500; i++) await db.transaction((tx) => tx.query('select 1'))
  console.log(dir ? 'dir' : 'mem', 'empty tx ms/op', ((performance.now() - t) / 500).toFixed(3))
  await db.close()
}
