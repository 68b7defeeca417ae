// oidc-provider's storage in the database (table oidc_payloads): one row per model instance, with the
// lookup columns the provider needs (grant, user code, uid) and the expiry it asks for.
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

import type { Database } from '../db/client';

interface PayloadRow {
  payload: AdapterPayload;
  consumed: number | null;
}

const SELECT = `SELECT payload, floor(extract(epoch FROM consumed_at))::float8 AS consumed
  FROM oidc_payloads WHERE model = $1 AND %COLUMN% = $2 AND (expires_at IS NULL OR expires_at > now())
  LIMIT 1`;

export function createDatabaseAdapter(database: Database): AdapterConstructor {
  const findBy = async (model: string, column: 'id' | 'uid' | 'user_code', value: string) => {
    const [row] = await database.query<PayloadRow>(SELECT.replace('%COLUMN%', column), [model, value]);
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      await database.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6,
                 CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + $7::integer * interval '1 second' END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? Math.ceil(expiresIn) : null,
        ],
      );
    }

    find(id: string) {
      return findBy(this.model, 'id', id);
    }

    findByUid(uid: string) {
      return findBy(this.model, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findBy(this.model, 'user_code', userCode);
    }

    async consume(id: string) {
      await database.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
        this.model,
        id,
      ]);
    }

    async destroy(id: string) {
      await database.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string) {
      await database.query('DELETE FROM oidc_payloads WHERE model = $1 AND grant_id = $2', [
        this.model,
        grantId,
      ]);
    }
  };
}

/** Deletes rows that expired a while ago; the provider never reads them again. */
export async function purgeExpired(database: Database): Promise<void> {
  await database.query(`DELETE FROM oidc_payloads WHERE expires_at < now() - interval '5 minutes'`);
}
