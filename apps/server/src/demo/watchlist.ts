// Demo watch entries: the kinds of plates a metropolitan unit actually watches for, with the vehicle
// behind each exact entry, and how often that vehicle passes a demo camera in the past week.
import { normalisePlate } from '@yaam/shared/thai';

import type { Random } from './random';

export type WatchReason = 'stolen' | 'wanted' | 'suspect' | 'missing' | 'other';
export type WatchPriority = 'low' | 'medium' | 'high' | 'critical';
export type WatchMode = 'exact' | 'wildcard' | 'fuzzy';

export interface WatchedVehicle {
  type: string;
  color: string;
  make: string;
}

export interface WatchSpec {
  pattern: string;
  mode: WatchMode;
  maxDistance?: number;
  /** Thai province name, or null for any province */
  province: string | null;
  reason: WatchReason;
  priority: WatchPriority;
  notes: string;
  vehicle?: WatchedVehicle;
  /** reads of this plate to put among the demo reads */
  sightings?: number;
  /** how a camera misreads it in one of those sightings (fuzzy entries) */
  misread?: string;
}

const BKK = 'กรุงเทพมหานคร';
const car = (make: string, type: string, color: string): WatchedVehicle => ({ make, type, color });

export const WATCH_SPECS: readonly WatchSpec[] = [
  {
    pattern: '1กท 4521',
    mode: 'exact',
    province: BKK,
    reason: 'stolen',
    priority: 'critical',
    vehicle: car('Toyota', 'suv', 'black'),
    sightings: 4,
    notes: 'Toyota Fortuner สีดำ ถูกโจรกรรมจากลานจอดคอนโดมิเนียมย่านรัชดาภิเษก คนร้ายอาจเปลี่ยนป้ายทะเบียน',
  },
  {
    pattern: 'ฆจ 7730',
    mode: 'exact',
    province: BKK,
    reason: 'stolen',
    priority: 'high',
    vehicle: car('Honda', 'sedan', 'white'),
    sightings: 3,
    notes: 'Honda City สีขาว ถูกลักขณะจอดหน้าร้านสะดวกซื้อ ถนนพหลโยธิน กุญแจสำรองหายไปด้วย',
  },
  {
    pattern: '5กฉ 1189',
    mode: 'exact',
    province: BKK,
    reason: 'stolen',
    priority: 'high',
    vehicle: car('Isuzu', 'pickup', 'silver'),
    sightings: 2,
    notes: 'Isuzu D-Max สีบรอนซ์เงิน บรรทุกเครื่องมือก่อสร้าง ถูกลักจากไซต์งานย่านบางนา',
  },
  {
    pattern: 'บษ 302',
    mode: 'exact',
    province: 'ชลบุรี',
    reason: 'stolen',
    priority: 'medium',
    vehicle: car('Mitsubishi', 'suv', 'grey'),
    notes: 'Mitsubishi Pajero Sport สีเทา ถูกลักที่พัทยา อาจนำเข้ากรุงเทพฯ เพื่อแยกชิ้นส่วน',
  },
  {
    pattern: '2ขน 6654',
    mode: 'exact',
    province: BKK,
    reason: 'stolen',
    priority: 'medium',
    vehicle: car('Mazda', 'hatchback', 'red'),
    sightings: 1,
    notes: 'Mazda 2 สีแดง ถูกลักจากหน้าบ้านพัก ซอยลาดพร้าว 71',
  },
  {
    pattern: 'นข 8246',
    mode: 'exact',
    province: 'สมุทรสาคร',
    reason: 'stolen',
    priority: 'high',
    vehicle: car('Isuzu', 'suv', 'white'),
    sightings: 1,
    notes: 'Isuzu MU-X สีขาว ถูกลักจากอู่ซ่อมรถ ไม่มีป้ายทะเบียนด้านหน้า',
  },
  {
    pattern: '1ขพ 6039',
    mode: 'exact',
    province: BKK,
    reason: 'stolen',
    priority: 'medium',
    vehicle: car('Ford', 'pickup', 'blue'),
    notes: 'Ford Ranger สีน้ำเงิน ถูกลักจากลานจอดตลาดนัดจตุจักร',
  },
  {
    pattern: '3กด 9090',
    mode: 'exact',
    province: BKK,
    reason: 'wanted',
    priority: 'critical',
    vehicle: car('Toyota', 'sedan', 'black'),
    sightings: 3,
    notes: 'ผู้ต้องหาตามหมายจับศาลอาญา คดีชิงทรัพย์ อาจพกอาวุธปืน ห้ามเข้าจับกุมตามลำพัง แจ้งศูนย์วิทยุทันที',
  },
  {
    pattern: 'งม 4412',
    mode: 'exact',
    province: 'นนทบุรี',
    reason: 'wanted',
    priority: 'high',
    vehicle: car('Toyota', 'pickup', 'white'),
    sightings: 2,
    notes: 'หมายจับคดียาเสพติด (ยาบ้า) ใช้รถ Toyota Hilux Revo สีขาว ขนส่งของกลาง',
  },
  {
    pattern: '7กล 258',
    mode: 'exact',
    province: BKK,
    reason: 'wanted',
    priority: 'high',
    vehicle: car('BMW', 'sedan', 'white'),
    sightings: 1,
    notes: 'ผู้ต้องหาหลบหนีหมายจับคดีฉ้อโกงประชาชน ใช้รถ BMW 320d สีขาว',
  },
  {
    pattern: 'ชษ 8123',
    mode: 'exact',
    province: 'สมุทรปราการ',
    reason: 'wanted',
    priority: 'medium',
    vehicle: car('Honda', 'sedan', 'blue'),
    notes: 'หมายจับคดีทำร้ายร่างกายได้รับอันตรายสาหัส',
  },
  {
    pattern: '6กต 1417',
    mode: 'exact',
    province: BKK,
    reason: 'wanted',
    priority: 'critical',
    vehicle: car('Mitsubishi', 'pickup', 'black'),
    sightings: 2,
    notes: 'ผู้ต้องหาคดีฆาตกรรม หลบหนีหมายจับ ถือว่ามีอันตราย ขอกำลังสนับสนุนก่อนเข้าตรวจค้น',
  },
  {
    pattern: '4กฐ 3377',
    mode: 'exact',
    province: BKK,
    reason: 'suspect',
    priority: 'medium',
    vehicle: car('Toyota', 'hatchback', 'grey'),
    sightings: 2,
    notes: 'ต้องสงสัยเกี่ยวข้องกับการลักทรัพย์ในเคหสถานย่านลาดพร้าว ให้ตรวจสอบบุคคลในรถ',
  },
  {
    pattern: 'ฎค 5520',
    mode: 'exact',
    province: BKK,
    reason: 'suspect',
    priority: 'low',
    vehicle: car('Nissan', 'sedan', 'silver'),
    sightings: 2,
    notes: 'พบวนเวียนหน้าธนาคารหลายครั้งในช่วงกลางคืน ขอให้บันทึกการพบเห็น',
  },
  {
    pattern: 'ฌญ 3081',
    mode: 'exact',
    province: 'ตาก',
    reason: 'suspect',
    priority: 'high',
    vehicle: car('Toyota', 'suv', 'white'),
    notes: 'ต้องสงสัยลักลอบขนยาเสพติดจากชายแดนแม่สอดเข้ากรุงเทพฯ',
  },
  {
    pattern: 'กข*',
    mode: 'wildcard',
    province: BKK,
    reason: 'suspect',
    priority: 'medium',
    notes: 'ชนแล้วหนีบนถนนรามอินทรา พยานจำได้เพียงหมวดอักษร กข รถเก๋งสีขาว',
  },
  {
    pattern: '1กษ 9*',
    mode: 'wildcard',
    province: null,
    reason: 'suspect',
    priority: 'medium',
    notes: 'รถตู้สีเทาต้องสงสัยขนแรงงานต่างด้าวผิดกฎหมาย จำทะเบียนได้บางส่วน 1กษ 9xxx',
  },
  {
    pattern: '?ฒย 4410',
    mode: 'wildcard',
    province: BKK,
    reason: 'wanted',
    priority: 'high',
    notes: 'พยานจำเลขทะเบียนได้ครบ ยกเว้นตัวเลขนำหน้าหมวดอักษร ผู้ต้องหาคดีวิ่งราวทรัพย์',
  },
  {
    pattern: 'ฮฮ*',
    mode: 'wildcard',
    province: null,
    reason: 'other',
    priority: 'low',
    notes: 'หมวดป้ายประมูล ต้องสงสัยนำป้ายทะเบียนไปสวมรถคันอื่น ตรวจสอบให้ตรงกับทะเบียนรถ',
  },
  {
    pattern: '6กร 8841',
    mode: 'fuzzy',
    maxDistance: 1,
    province: BKK,
    reason: 'stolen',
    priority: 'high',
    vehicle: car('Honda', 'suv', 'white'),
    sightings: 3,
    misread: '6กธ 8841',
    notes: 'Honda CR-V สีขาว ป้ายทะเบียนชำรุด กล้องมักอ่าน ร เป็น ธ',
  },
  {
    pattern: 'ศว 2468',
    mode: 'fuzzy',
    maxDistance: 1,
    province: BKK,
    reason: 'wanted',
    priority: 'high',
    vehicle: car('Nissan', 'pickup', 'grey'),
    sightings: 1,
    misread: 'ศว 2463',
    notes: 'ติดฟิล์มกรองแสงเข้ม ป้ายทะเบียนสกปรก ผู้ต้องหาคดีลักทรัพย์',
  },
  {
    pattern: '4ขร 2009',
    mode: 'fuzzy',
    maxDistance: 2,
    province: null,
    reason: 'suspect',
    priority: 'medium',
    vehicle: car('Toyota', 'van', 'white'),
    sightings: 1,
    notes: 'รถที่แก๊งคอลเซ็นเตอร์ใช้รับส่งผู้เปิดบัญชีม้า',
  },
  {
    pattern: '2กบ 5073',
    mode: 'fuzzy',
    maxDistance: 1,
    province: BKK,
    reason: 'missing',
    priority: 'high',
    vehicle: car('Toyota', 'sedan', 'gold'),
    sightings: 2,
    notes: 'ผู้สูงอายุมีภาวะสมองเสื่อมขับรถออกจากบ้าน ญาติแจ้งคนหาย ให้ช่วยเหลือและแจ้งญาติ',
  },
  {
    pattern: '8กพ 1320',
    mode: 'exact',
    province: BKK,
    reason: 'missing',
    priority: 'critical',
    vehicle: car('Honda', 'suv', 'grey'),
    sightings: 2,
    notes: 'เด็กหญิงอายุ 14 ปี หายตัวไปกับรถคันนี้ ผู้ขับเป็นชายอายุประมาณ 30 ปี',
  },
  {
    pattern: 'ธท 9005',
    mode: 'exact',
    province: 'ปทุมธานี',
    reason: 'missing',
    priority: 'high',
    vehicle: car('Toyota', 'sedan', 'silver'),
    sightings: 1,
    notes: 'ชายอายุ 72 ปี ออกจากบ้านแล้วไม่กลับ ติดต่อทางโทรศัพท์ไม่ได้',
  },
  {
    pattern: 'กน 4417',
    mode: 'exact',
    province: 'นครราชสีมา',
    reason: 'missing',
    priority: 'medium',
    vehicle: car('Suzuki', 'hatchback', 'red'),
    notes: 'นักศึกษาหายตัวระหว่างเดินทางจากนครราชสีมาเข้ากรุงเทพฯ',
  },
  {
    pattern: '9กค 5555',
    mode: 'exact',
    province: BKK,
    reason: 'other',
    priority: 'low',
    vehicle: car('Toyota', 'sedan', 'black'),
    sightings: 2,
    notes: 'ค้างชำระค่าปรับจราจรหลายรายการ แจ้งเจ้าของรถให้ติดต่อสถานี',
  },
  {
    pattern: 'ผผ 1111',
    mode: 'exact',
    province: BKK,
    reason: 'other',
    priority: 'low',
    vehicle: car('Honda', 'sedan', 'white'),
    notes: 'ร้องเรียนหลายครั้ง ดัดแปลงท่อไอเสียเสียงดัง แข่งรถบนถนนสาธารณะ',
  },
  {
    pattern: '3ขก 7001',
    mode: 'exact',
    province: BKK,
    reason: 'other',
    priority: 'medium',
    vehicle: car('Mercedes-Benz', 'sedan', 'black'),
    notes: 'รถถูกอายัดตามคำสั่งศาล (คดีแพ่ง) ห้ามโอนหรือเคลื่อนย้าย',
  },
  {
    pattern: '2กจ 3456',
    mode: 'exact',
    province: BKK,
    reason: 'other',
    priority: 'low',
    vehicle: car('Toyota', 'sedan', 'white'),
    sightings: 3,
    notes: 'รถทดสอบระบบแจ้งเตือน ไม่ต้องดำเนินการ',
  },
];

/** The pattern as stored: plates normalised (no spaces); wildcard characters kept. */
export function storedPattern(spec: WatchSpec): string {
  return spec.mode === 'wildcard' ? spec.pattern.replace(/\s+/g, '') : normalisePlate(spec.pattern).plate;
}

export interface DemoWatchEntry {
  id: string;
  pattern: string;
  mode: WatchMode;
  maxDistance: number;
  province: string | null;
  reason: WatchReason;
  priority: WatchPriority;
  caseNo: string | null;
  notes: string;
  validFrom: string;
  validUntil: string | null;
  notifyDistricts: string[];
}

const DAY_MS = 86_400_000;

export function makeWatchEntries(
  random: Random,
  now: Date,
  districtCodes: readonly string[],
): DemoWatchEntry[] {
  const buddhistYear = now.getUTCFullYear() + 543;
  return WATCH_SPECS.map((spec, i) => {
    const validFrom = new Date(now.getTime() - random.int(8, 90) * DAY_MS - random.int(0, DAY_MS));
    const caseNo =
      spec.reason === 'missing'
        ? `รับแจ้งคนหาย ${random.int(1, 180)}/${buddhistYear}`
        : spec.reason === 'other' && random.chance(0.5)
          ? null
          : `คดีอาญาที่ ${random.int(100, 2400)}/${buddhistYear}`;
    return {
      id: random.uuid(),
      pattern: storedPattern(spec),
      mode: spec.mode,
      maxDistance: spec.maxDistance ?? 1,
      province: spec.province,
      reason: spec.reason,
      priority: spec.priority,
      caseNo,
      notes: spec.notes,
      validFrom: validFrom.toISOString(),
      validUntil: i % 4 === 3 ? new Date(now.getTime() + random.int(30, 180) * DAY_MS).toISOString() : null,
      notifyDistricts: random.sample(districtCodes, random.int(1, 3)),
    };
  });
}
