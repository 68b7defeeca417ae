// An alert as the API returns it, for the unit tests of this area.
import type { Alert } from '@yaam/shared/contracts/alerts';

let seq = 0;

export function makeAlert(over: Partial<Alert> = {}): Alert {
  seq++;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const at = new Date(Date.UTC(2026, 10, 21, 10, 0, seq)).toISOString();
  return {
    id,
    status: 'new',
    priority: 'high',
    entry: { id: 'e1', pattern: '1กท4521', reason: 'stolen', caseNo: null },
    match: { mode: 'exact', score: 1, distance: 0, lookalikes: 0 },
    plate: { plate: '1กท4521', series: '1กท', number: '4521', province: 'กรุงเทพมหานคร' },
    deviceId: 'cam-001',
    readId: `r-${seq}`,
    readRowId: seq,
    districtCode: 'BKK-LPN',
    lat: null,
    lng: null,
    imageUrl: null,
    notifyDistricts: ['BKK-LPN'],
    firstSeenAt: at,
    lastSeenAt: at,
    sightingCount: 1,
    assignedOfficer: null,
    acknowledged: null,
    dispatched: null,
    closed: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    updatedBy: null,
    ...over,
  };
}
