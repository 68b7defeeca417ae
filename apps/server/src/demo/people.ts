// Demo police officers: Thai names with their usual romanisation, ranks and positions as a
// metropolitan police station staffs them, badge numbers, phones and statuses.
import type { DemoDistrict } from './places';
import type { Random } from './random';

type Name = readonly [th: string, en: string];

const MALE: readonly Name[] = [
  ['สมศักดิ์', 'Somsak'],
  ['ประเสริฐ', 'Prasert'],
  ['สุรชัย', 'Surachai'],
  ['ธนากร', 'Thanakorn'],
  ['ณัฐพล', 'Nattaphon'],
  ['กิตติศักดิ์', 'Kittisak'],
  ['อนุชา', 'Anucha'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['พงศกร', 'Phongsakorn'],
  ['วีระพงษ์', 'Weeraphong'],
  ['สุริยา', 'Suriya'],
  ['อภิชาติ', 'Aphichat'],
  ['ธีรวัฒน์', 'Theerawat'],
  ['จักรพันธ์', 'Chakkraphan'],
  ['ศุภชัย', 'Supachai'],
  ['เอกชัย', 'Ekkachai'],
  ['ปิยะพงษ์', 'Piyaphong'],
  ['นพดล', 'Noppadon'],
  ['วรวุฒิ', 'Worawut'],
  ['สมบัติ', 'Sombat'],
  ['บุญมี', 'Bunmi'],
  ['ธวัชชัย', 'Thawatchai'],
  ['อำนาจ', 'Amnat'],
  ['ไพโรจน์', 'Phairot'],
  ['ชาตรี', 'Chatri'],
  ['มานพ', 'Manop'],
  ['ยุทธนา', 'Yutthana'],
  ['ภาณุวัฒน์', 'Phanuwat'],
  ['ศักดิ์ชัย', 'Sakchai'],
  ['กฤษดา', 'Kritsada'],
  ['อดิศักดิ์', 'Adisak'],
  ['ทรงศักดิ์', 'Songsak'],
  ['สุทธิพงษ์', 'Sutthiphong'],
  ['วิทยา', 'Witthaya'],
  ['ปรีชา', 'Preecha'],
  ['ณรงค์', 'Narong'],
  ['เกียรติศักดิ์', 'Kiattisak'],
  ['ธนพล', 'Thanaphon'],
  ['สมพงษ์', 'Somphong'],
  ['ชัยณรงค์', 'Chainarong'],
  ['วุฒิชัย', 'Wutthichai'],
  ['ปกรณ์', 'Pakorn'],
  ['อิทธิพล', 'Itthiphon'],
  ['ราเชนทร์', 'Rachen'],
];

const FEMALE: readonly Name[] = [
  ['วิไลวรรณ', 'Wilaiwan'],
  ['กัญญา', 'Kanya'],
  ['ปิยะนุช', 'Piyanut'],
  ['สุภาพร', 'Supaphorn'],
  ['นภาพร', 'Naphaphorn'],
  ['พรทิพย์', 'Phonthip'],
  ['อรุณี', 'Aruni'],
  ['ศิริพร', 'Siriphorn'],
  ['จันทร์เพ็ญ', 'Chanphen'],
  ['ณัฐธิดา', 'Natthida'],
  ['รัตนา', 'Rattana'],
  ['มาลัย', 'Malai'],
  ['ดวงใจ', 'Duangjai'],
  ['ธิดารัตน์', 'Thidarat'],
  ['กนกวรรณ', 'Kanokwan'],
  ['เบญจวรรณ', 'Benchawan'],
  ['อัญชลี', 'Anchali'],
  ['สุนิสา', 'Sunisa'],
  ['ปวีณา', 'Paweena'],
  ['ชุติมา', 'Chutima'],
];

const LAST: readonly Name[] = [
  ['ศรีสุข', 'Srisuk'],
  ['แก้วมณี', 'Kaewmanee'],
  ['บุญมา', 'Bunma'],
  ['สุขสวัสดิ์', 'Suksawat'],
  ['วงศ์สวัสดิ์', 'Wongsawat'],
  ['ประเสริฐศักดิ์', 'Prasertsak'],
  ['พรหมมา', 'Phromma'],
  ['สมบูรณ์', 'Somboon'],
  ['เพชรรัตน์', 'Phetcharat'],
  ['ศรีวงศ์', 'Sriwong'],
  ['อินทร์แก้ว', 'Inkaew'],
  ['ทองคำ', 'Thongkham'],
  ['แสงทอง', 'Saengthong'],
  ['ชัยมงคล', 'Chaimongkhon'],
  ['สิทธิโชค', 'Sitthichok'],
  ['รุ่งเรือง', 'Rungruang'],
  ['เจริญผล', 'Charoenphon'],
  ['มีสุข', 'Meesuk'],
  ['บุญเรือง', 'Bunruang'],
  ['วิเศษสุวรรณ', 'Wisetsuwan'],
  ['กิตติวงศ์', 'Kittiwong'],
  ['นาคสวัสดิ์', 'Naksawat'],
  ['พึ่งบุญ', 'Phuengbun'],
  ['ปัญญาดี', 'Panyadee'],
  ['หอมจันทร์', 'Homchan'],
  ['ธนสาร', 'Thanasan'],
  ['อ่อนศรี', 'Onsri'],
  ['เรืองศรี', 'Ruangsri'],
  ['คงเจริญ', 'Khongcharoen'],
  ['ลิ้มสกุล', 'Limsakul'],
  ['ตั้งวงศ์', 'Tangwong'],
  ['แซ่ตั้ง', 'Sae-tang'],
  ['แซ่ลิ้ม', 'Sae-lim'],
  ['สุวรรณรัตน์', 'Suwannarat'],
  ['ชูศรี', 'Chusri'],
  ['พันธุ์ดี', 'Phandee'],
  ['บัวทอง', 'Buathong'],
  ['โพธิ์ทอง', 'Phothong'],
  ['ศรีประเสริฐ', 'Sriprasert'],
  ['นิลสุวรรณ', 'Ninsuwan'],
  ['อุดมศักดิ์', 'Udomsak'],
  ['ขุนทอง', 'Khunthong'],
  ['สายบุญ', 'Saibun'],
  ['มณีวงศ์', 'Maneewong'],
  ['จันทร์หอม', 'Chanhom'],
  ['ทองมา', 'Thongma'],
  ['ศรีเมือง', 'Srimueang'],
  ['วัฒนกุล', 'Watthanakul'],
];

const LINES = ['ป้องกันปราบปราม', 'สืบสวน', 'สอบสวน', 'จราจร', 'อำนวยการ'] as const;

/** Rank and position slots, highest first: one station's chain of command, then the rank and file. */
function positionFor(rank: string, random: Random): string {
  const line = random.pick(LINES);
  switch (rank) {
    case 'pol-col':
      return 'ผู้กำกับการ';
    case 'pol-lt-col':
      return `รองผู้กำกับการ${line}`;
    case 'pol-maj':
      return `สารวัตร${line}`;
    case 'pol-capt':
    case 'pol-lt':
    case 'pol-sub-lt':
      return `รองสารวัตร${line}`;
    default:
      return `ผู้บังคับหมู่ งาน${line}`;
  }
}

const NCO_RANKS: ReadonlyArray<readonly [string, number]> = [
  ['pol-sen-sgt-maj', 30],
  ['pol-sgt-maj', 20],
  ['pol-sgt', 20],
  ['pol-cpl', 15],
  ['pol-l-cpl', 15],
];

const MOBILE_PREFIXES = [
  '081',
  '082',
  '083',
  '084',
  '085',
  '086',
  '087',
  '088',
  '089',
  '061',
  '062',
  '063',
  '064',
  '065',
  '080',
  '090',
  '091',
  '092',
  '093',
  '094',
  '095',
  '096',
  '097',
  '098',
  '099',
];

export function thaiMobile(random: Random): string {
  return `${random.pick(MOBILE_PREFIXES)}-${random.int(100, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

export interface DemoOfficer {
  id: string;
  badgeNo: string;
  rank: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string | null;
  lastNameEn: string | null;
  position: string;
  districtCode: string | null;
  phone: string;
  email: string | null;
  status: 'active' | 'suspended' | 'retired';
  userId: string | null;
}

export interface LinkedOfficer {
  userId: string;
  firstName: string;
  lastName: string;
  firstNameEn: string;
  lastNameEn: string;
  rank: string;
  position: string;
  districtCode: string;
}

/**
 * About `count` officers: command staff (no station) first, then each station's superintendent,
 * deputies and inspectors, then sergeants and corporals spread over the stations. `linked` are the
 * demo accounts that are also officers.
 */
export function makeOfficers(
  random: Random,
  districts: readonly DemoDistrict[],
  count: number,
  linked: readonly LinkedOfficer[],
): DemoOfficer[] {
  const badges = new Set<string>();
  const emails = new Set<string>();
  const badge = () => {
    let b: string;
    do b = String(random.int(10_000_000, 99_999_999));
    while (badges.has(b));
    badges.add(b);
    return b;
  };
  const emailFor = (first: string, last: string) => {
    const base = `${first}.${last.slice(0, 3)}`.toLowerCase().replace(/[^a-z.]/g, '');
    let e = `${base}@yaam.example`;
    for (let n = 2; emails.has(e); n++) e = `${base}${n}@yaam.example`;
    emails.add(e);
    return e;
  };

  const slots: Array<{ rank: string; position?: string; districtCode: string | null }> = [
    { rank: 'pol-lt-gen', position: 'ผู้บัญชาการตำรวจนครบาล', districtCode: null },
    { rank: 'pol-maj-gen', position: 'รองผู้บัญชาการตำรวจนครบาล', districtCode: null },
    { rank: 'pol-maj-gen', position: 'ผู้บังคับการตำรวจนครบาล 2', districtCode: null },
  ];
  for (const d of districts) {
    slots.push({ rank: 'pol-col', districtCode: d.code });
    if (random.chance(0.3)) slots.push({ rank: 'pol-lt-col', districtCode: d.code });
    if (random.chance(0.6)) slots.push({ rank: 'pol-maj', districtCode: d.code });
    if (random.chance(0.6))
      slots.push({ rank: random.pick(['pol-capt', 'pol-lt', 'pol-sub-lt']), districtCode: d.code });
  }
  while (slots.length + linked.length < count) {
    slots.push({ rank: random.weighted(NCO_RANKS), districtCode: random.pick(districts).code });
  }

  const officers: DemoOfficer[] = linked.map((l) => ({
    id: random.uuid(),
    badgeNo: badge(),
    rank: l.rank,
    firstNameTh: l.firstName,
    lastNameTh: l.lastName,
    firstNameEn: l.firstNameEn,
    lastNameEn: l.lastNameEn,
    position: l.position,
    districtCode: l.districtCode,
    phone: thaiMobile(random),
    email: emailFor(l.firstNameEn, l.lastNameEn),
    status: 'active',
    userId: l.userId,
  }));

  for (const slot of slots) {
    const [firstTh, firstEn] = random.chance(0.2) ? random.pick(FEMALE) : random.pick(MALE);
    const [lastTh, lastEn] = random.pick(LAST);
    const english = random.chance(0.85);
    const senior = slot.districtCode === null || slot.rank === 'pol-col';
    officers.push({
      id: random.uuid(),
      badgeNo: badge(),
      rank: slot.rank,
      firstNameTh: firstTh,
      lastNameTh: lastTh,
      firstNameEn: english ? firstEn : null,
      lastNameEn: english ? lastEn : null,
      position: slot.position ?? positionFor(slot.rank, random),
      districtCode: slot.districtCode,
      phone: thaiMobile(random),
      email: english ? emailFor(firstEn, lastEn) : null,
      status: senior
        ? 'active'
        : random.weighted([
            ['active', 90],
            ['suspended', 4],
            ['retired', 6],
          ] as const),
      userId: null,
    });
  }
  return officers;
}
