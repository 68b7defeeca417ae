// Districts: small reference data, changed rarely and only by holders of `district` c/u/d.
import type { District } from '@yaam/shared/contracts/districts';
import type { districtCreateSchema, districtUpdateSchema } from '@yaam/shared/contracts/districts';
import type { z } from 'zod';

import type { Database } from '../../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { recordAudit } from '../audit/audit.repo';
import type { Caller } from '../permissions/permissions.repo';
import * as repo from './districts.repo';

export function presentDistrict(row: repo.DistrictRow): District {
  return {
    code: row.code,
    nameTh: row.nameTh,
    nameEn: row.nameEn,
    provinceCode: row.provinceCode,
    lat: row.lat,
    lng: row.lng,
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listDistricts(database: Database) {
  return { items: (await repo.listDistricts(database.db)).map(presentDistrict) };
}

export async function getDistrict(database: Database, code: string) {
  const row = await repo.getDistrict(database.db, code);
  if (!row) throw new HttpError(404, 'District not found');
  return presentDistrict(row);
}

export async function createDistrict(database: Database, caller: Caller, input: z.output<typeof districtCreateSchema>) {
  try {
    return await database.db.transaction(async (tx) => {
      const d = presentDistrict(await repo.insertDistrict(tx, input));
      await recordAudit(tx, { caller, action: 'create', resource: 'district', entityId: d.code, after: d });
      return d;
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, 'A district with this code exists', [{ field: 'code', message: 'already in use' }]);
    }
    throw err;
  }
}

export async function updateDistrict(database: Database, caller: Caller, code: string, input: z.output<typeof districtUpdateSchema>) {
  const { version, ...values } = input;
  return database.db.transaction(async (tx) => {
    const before = await repo.getDistrict(tx, code);
    if (!before) throw new HttpError(404, 'District not found');
    const row = await repo.updateDistrict(tx, code, version, values);
    if (!row) throw new HttpError(409, 'Changed by someone else since you loaded it', undefined);
    const d = presentDistrict(row);
    await recordAudit(tx, { caller, action: 'update', resource: 'district', entityId: code, before: presentDistrict(before), after: d });
    return d;
  });
}

export async function deleteDistrict(database: Database, caller: Caller, code: string) {
  try {
    return await database.db.transaction(async (tx) => {
      const row = await repo.deleteDistrict(tx, code);
      if (!row) throw new HttpError(404, 'District not found');
      const d = presentDistrict(row);
      await recordAudit(tx, { caller, action: 'delete', resource: 'district', entityId: code, before: d });
      return d;
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_FOREIGN_KEY_VIOLATION) {
      throw new HttpError(409, 'Officers or devices still belong to this district');
    }
    throw err;
  }
}
