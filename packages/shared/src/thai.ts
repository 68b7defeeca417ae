// Thai reference data the whole app shares: police ranks, the 77 provinces, and licence-plate text
// helpers (a plate as read, "1กข 1234", against its normalised form "1กข1234").

export interface Rank {
  /** stable code stored in the database */
  code: string;
  th: string;
  /** the Thai abbreviation written before a name: "พ.ต.อ. สมชาย ใจดี" */
  abbr: string;
  en: string;
  abbrEn: string;
  /** commissioned officer (สัญญาบัตร) or not (ประทวน) */
  commissioned: boolean;
}

/** Royal Thai Police ranks, highest first. */
export const RANKS: readonly Rank[] = [
  {
    code: 'pol-gen',
    th: 'พลตำรวจเอก',
    abbr: 'พล.ต.อ.',
    en: 'Police General',
    abbrEn: 'Pol. Gen.',
    commissioned: true,
  },
  {
    code: 'pol-lt-gen',
    th: 'พลตำรวจโท',
    abbr: 'พล.ต.ท.',
    en: 'Police Lieutenant General',
    abbrEn: 'Pol. Lt. Gen.',
    commissioned: true,
  },
  {
    code: 'pol-maj-gen',
    th: 'พลตำรวจตรี',
    abbr: 'พล.ต.ต.',
    en: 'Police Major General',
    abbrEn: 'Pol. Maj. Gen.',
    commissioned: true,
  },
  {
    code: 'pol-col',
    th: 'พันตำรวจเอก',
    abbr: 'พ.ต.อ.',
    en: 'Police Colonel',
    abbrEn: 'Pol. Col.',
    commissioned: true,
  },
  {
    code: 'pol-lt-col',
    th: 'พันตำรวจโท',
    abbr: 'พ.ต.ท.',
    en: 'Police Lieutenant Colonel',
    abbrEn: 'Pol. Lt. Col.',
    commissioned: true,
  },
  {
    code: 'pol-maj',
    th: 'พันตำรวจตรี',
    abbr: 'พ.ต.ต.',
    en: 'Police Major',
    abbrEn: 'Pol. Maj.',
    commissioned: true,
  },
  {
    code: 'pol-capt',
    th: 'ร้อยตำรวจเอก',
    abbr: 'ร.ต.อ.',
    en: 'Police Captain',
    abbrEn: 'Pol. Capt.',
    commissioned: true,
  },
  {
    code: 'pol-lt',
    th: 'ร้อยตำรวจโท',
    abbr: 'ร.ต.ท.',
    en: 'Police Lieutenant',
    abbrEn: 'Pol. Lt.',
    commissioned: true,
  },
  {
    code: 'pol-sub-lt',
    th: 'ร้อยตำรวจตรี',
    abbr: 'ร.ต.ต.',
    en: 'Police Sub-Lieutenant',
    abbrEn: 'Pol. Sub-Lt.',
    commissioned: true,
  },
  {
    code: 'pol-sen-sgt-maj',
    th: 'ดาบตำรวจ',
    abbr: 'ด.ต.',
    en: 'Police Senior Sergeant Major',
    abbrEn: 'Pol. Sen. Sgt. Maj.',
    commissioned: false,
  },
  {
    code: 'pol-sgt-maj',
    th: 'จ่าสิบตำรวจ',
    abbr: 'จ.ส.ต.',
    en: 'Police Sergeant Major',
    abbrEn: 'Pol. Sgt. Maj.',
    commissioned: false,
  },
  {
    code: 'pol-sgt',
    th: 'สิบตำรวจเอก',
    abbr: 'ส.ต.อ.',
    en: 'Police Sergeant',
    abbrEn: 'Pol. Sgt.',
    commissioned: false,
  },
  {
    code: 'pol-cpl',
    th: 'สิบตำรวจโท',
    abbr: 'ส.ต.ท.',
    en: 'Police Corporal',
    abbrEn: 'Pol. Cpl.',
    commissioned: false,
  },
  {
    code: 'pol-l-cpl',
    th: 'สิบตำรวจตรี',
    abbr: 'ส.ต.ต.',
    en: 'Police Lance Corporal',
    abbrEn: 'Pol. L. Cpl.',
    commissioned: false,
  },
];

export const RANK_CODES = RANKS.map((r) => r.code);

export function rankByCode(code: string): Rank | undefined {
  return RANKS.find((r) => r.code === code);
}

export interface Province {
  /** the two-digit code of the Thai administrative divisions (TIS 1099) */
  code: string;
  th: string;
  en: string;
}

/** The 77 provinces, by code (same codes and names as data/thailand-provinces.geojson). */
export const PROVINCES: readonly Province[] = [
  { code: '10', th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  { code: '11', th: 'สมุทรปราการ', en: 'Samut Prakan' },
  { code: '12', th: 'นนทบุรี', en: 'Nonthaburi' },
  { code: '13', th: 'ปทุมธานี', en: 'Pathum Thani' },
  { code: '14', th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya' },
  { code: '15', th: 'อ่างทอง', en: 'Ang Thong' },
  { code: '16', th: 'ลพบุรี', en: 'Lopburi' },
  { code: '17', th: 'สิงห์บุรี', en: 'Sing Buri' },
  { code: '18', th: 'ชัยนาท', en: 'Chainat' },
  { code: '19', th: 'สระบุรี', en: 'Saraburi' },
  { code: '20', th: 'ชลบุรี', en: 'Chonburi' },
  { code: '21', th: 'ระยอง', en: 'Rayong' },
  { code: '22', th: 'จันทบุรี', en: 'Chanthaburi' },
  { code: '23', th: 'ตราด', en: 'Trat' },
  { code: '24', th: 'ฉะเชิงเทรา', en: 'Chachoengsao' },
  { code: '25', th: 'ปราจีนบุรี', en: 'Prachin Buri' },
  { code: '26', th: 'นครนายก', en: 'Nakhon Nayok' },
  { code: '27', th: 'สระแก้ว', en: 'Sa Kaeo' },
  { code: '30', th: 'นครราชสีมา', en: 'Nakhon Ratchasima' },
  { code: '31', th: 'บุรีรัมย์', en: 'Buriram' },
  { code: '32', th: 'สุรินทร์', en: 'Surin' },
  { code: '33', th: 'ศรีสะเกษ', en: 'Sisaket' },
  { code: '34', th: 'อุบลราชธานี', en: 'Ubon Ratchathani' },
  { code: '35', th: 'ยโสธร', en: 'Yasothon' },
  { code: '36', th: 'ชัยภูมิ', en: 'Chaiyaphum' },
  { code: '37', th: 'อำนาจเจริญ', en: 'Amnat Charoen' },
  { code: '38', th: 'บึงกาฬ', en: 'Bueng Kan' },
  { code: '39', th: 'หนองบัวลำภู', en: 'Nong Bua Lamphu' },
  { code: '40', th: 'ขอนแก่น', en: 'Khon Kaen' },
  { code: '41', th: 'อุดรธานี', en: 'Udon Thani' },
  { code: '42', th: 'เลย', en: 'Loei' },
  { code: '43', th: 'หนองคาย', en: 'Nong Khai' },
  { code: '44', th: 'มหาสารคาม', en: 'Maha Sarakham' },
  { code: '45', th: 'ร้อยเอ็ด', en: 'Roi Et' },
  { code: '46', th: 'กาฬสินธุ์', en: 'Kalasin' },
  { code: '47', th: 'สกลนคร', en: 'Sakon Nakhon' },
  { code: '48', th: 'นครพนม', en: 'Nakhon Phanom' },
  { code: '49', th: 'มุกดาหาร', en: 'Mukdahan' },
  { code: '50', th: 'เชียงใหม่', en: 'Chiang Mai' },
  { code: '51', th: 'ลำพูน', en: 'Lamphun' },
  { code: '52', th: 'ลำปาง', en: 'Lampang' },
  { code: '53', th: 'อุตรดิตถ์', en: 'Uttaradit' },
  { code: '54', th: 'แพร่', en: 'Phrae' },
  { code: '55', th: 'น่าน', en: 'Nan' },
  { code: '56', th: 'พะเยา', en: 'Phayao' },
  { code: '57', th: 'เชียงราย', en: 'Chiang Rai' },
  { code: '58', th: 'แม่ฮ่องสอน', en: 'Mae Hong Son' },
  { code: '60', th: 'นครสวรรค์', en: 'Nakhon Sawan' },
  { code: '61', th: 'อุทัยธานี', en: 'Uthai Thani' },
  { code: '62', th: 'กำแพงเพชร', en: 'Kamphaeng Phet' },
  { code: '63', th: 'ตาก', en: 'Tak' },
  { code: '64', th: 'สุโขทัย', en: 'Sukhothai' },
  { code: '65', th: 'พิษณุโลก', en: 'Phitsanulok' },
  { code: '66', th: 'พิจิตร', en: 'Phichit' },
  { code: '67', th: 'เพชรบูรณ์', en: 'Phetchabun' },
  { code: '70', th: 'ราชบุรี', en: 'Ratchaburi' },
  { code: '71', th: 'กาญจนบุรี', en: 'Kanchanaburi' },
  { code: '72', th: 'สุพรรณบุรี', en: 'Suphan Buri' },
  { code: '73', th: 'นครปฐม', en: 'Nakhon Pathom' },
  { code: '74', th: 'สมุทรสาคร', en: 'Samut Sakhon' },
  { code: '75', th: 'สมุทรสงคราม', en: 'Samut Songkhram' },
  { code: '76', th: 'เพชรบุรี', en: 'Phetchaburi' },
  { code: '77', th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan' },
  { code: '80', th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat' },
  { code: '81', th: 'กระบี่', en: 'Krabi' },
  { code: '82', th: 'พังงา', en: 'Phang Nga' },
  { code: '83', th: 'ภูเก็ต', en: 'Phuket' },
  { code: '84', th: 'สุราษฎร์ธานี', en: 'Surat Thani' },
  { code: '85', th: 'ระนอง', en: 'Ranong' },
  { code: '86', th: 'ชุมพร', en: 'Chumphon' },
  { code: '90', th: 'สงขลา', en: 'Songkhla' },
  { code: '91', th: 'สตูล', en: 'Satun' },
  { code: '92', th: 'ตรัง', en: 'Trang' },
  { code: '93', th: 'พัทลุง', en: 'Phatthalung' },
  { code: '94', th: 'ปัตตานี', en: 'Pattani' },
  { code: '95', th: 'ยะลา', en: 'Yala' },
  { code: '96', th: 'นราธิวาส', en: 'Narathiwat' },
];

export const BANGKOK_CODE = '10';

/** Provinces by code and by Thai name (the two never collide), and by English name in lower case. */
const PROVINCE_BY_NAME = new Map<string, Province>(PROVINCES.flatMap((p) => [[p.code, p] as const, [p.th, p] as const]));
const PROVINCE_BY_ENGLISH = new Map<string, Province>(PROVINCES.map((p) => [p.en.toLowerCase(), p] as const));

/**
 * A province by code, Thai name or English name (case-insensitive); undefined when unknown. The
 * ingest asks for every read: two map lookups, where a scan of the list lower-cased 77 English
 * names a read.
 */
export function findProvince(value: string): Province | undefined {
  const v = value.trim();
  return PROVINCE_BY_NAME.get(v) ?? PROVINCE_BY_ENGLISH.get(v.toLowerCase());
}

// --- Licence plates -------------------------------------------------------------------------

const THAI_DIGIT_ZERO = 0x0e50;

/** Thai digits (๐–๙) to ASCII digits; other characters unchanged. */
export function thaiDigitsToAscii(text: string): string {
  return text.replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - THAI_DIGIT_ZERO));
}

/**
 * Characters a plate as read may carry that are not part of it: spaces of every kind, zero-width
 * characters, and the dash, dot and middle dot some cameras and people put between the parts.
 */
const PLATE_NOISE = /[\s\u200B-\u200D\uFEFF\-–—.·]/g;

/** Thai consonants ก (U+0E01) … ฮ (U+0E2E): the letters of a plate's series. */
export const THAI_CONSONANT = /[\u0E01-\u0E2E]/;

export interface PlateParts {
  /** the letters, with any leading digit: "1กข", "กข", "ก" */
  series: string;
  /** the number without leading zeros: "1234"; empty when the plate has no trailing number */
  number: string;
  /** series + number, no spaces: the form stored, indexed and matched ("1กข1234") */
  plate: string;
}

/**
 * Splits a plate as read ("1กข 1234", "กข-1234", "๑กข ๑๒๓๔") into series and number and gives its
 * normalised form. Plates that do not end in digits keep everything in `series`; digits alone are
 * a `number` without a series.
 */
export function normalisePlate(raw: string): PlateParts {
  const cleaned = thaiDigitsToAscii(raw.normalize('NFC')).replace(PLATE_NOISE, '').toUpperCase();
  const m = /^(.*?)(\d+)$/.exec(cleaned);
  if (!m) return { series: cleaned, number: '', plate: cleaned };
  const series = m[1] ?? '';
  const number = (m[2] ?? '').replace(/^0+(?=\d)/, '');
  return { series, number, plate: series + number };
}

/** A plate for display: "1กข 1234". Takes a plate in any form, or its parts. */
export function formatPlate(plate: string | Pick<PlateParts, 'series' | 'number'>): string {
  const { series, number } = typeof plate === 'string' ? normalisePlate(plate) : plate;
  return number ? (series ? `${series} ${number}` : number) : series;
}

/**
 * Whether text looks like an ordinary Thai private-vehicle plate: an optional leading digit, one to
 * three Thai consonants, and a number from 1 to 9999.
 */
export function isThaiPlate(raw: string): boolean {
  const { series, number } = normalisePlate(raw);
  return /^\d?[\u0E01-\u0E2E]{1,3}$/.test(series) && /^[1-9]\d{0,3}$/.test(number);
}
