// Real places for the demo: Bangkok Metropolitan Police stations (สถานีตำรวจนครบาล) and the U-turns
// and checkpoints where the demo cameras stand. Coordinates are the places' approximate real ones.

export interface DemoDistrict {
  code: string;
  nameTh: string;
  nameEn: string;
  lat: number;
  lng: number;
}

const station = (code: string, th: string, en: string, lat: number, lng: number): DemoDistrict => ({
  code: `BKK-${code}`,
  nameTh: `สถานีตำรวจนครบาล${th}`,
  nameEn: `${en} Metropolitan Police Station`,
  lat,
  lng,
});

export const DEMO_DISTRICTS: readonly DemoDistrict[] = [
  station('LPN', 'ลุมพินี', 'Lumphini', 13.7325, 100.5458),
  station('PTW', 'ปทุมวัน', 'Pathum Wan', 13.7421, 100.5255),
  station('BRK', 'บางรัก', 'Bang Rak', 13.7303, 100.5233),
  station('TLR', 'ทองหล่อ', 'Thong Lo', 13.7362, 100.5836),
  station('HKW', 'ห้วยขวาง', 'Huai Khwang', 13.7771, 100.57),
  station('DDG', 'ดินแดง', 'Din Daeng', 13.7714, 100.5569),
  station('BSU', 'บางซื่อ', 'Bang Sue', 13.7868, 100.5474),
  station('TPN', 'เตาปูน', 'Tao Pun', 13.8145, 100.5314),
  station('BKN', 'บางเขน', 'Bang Khen', 13.8751, 100.5978),
  station('TSH', 'ทุ่งสองห้อง', 'Thung Song Hong', 13.8682, 100.5712),
  station('DMG', 'ดอนเมือง', 'Don Mueang', 13.9348, 100.6076),
  station('PHY', 'พหลโยธิน', 'Phahon Yothin', 13.826, 100.5697),
  station('PCC', 'ประชาชื่น', 'Pracha Chuen', 13.8422, 100.5469),
  station('STS', 'สุทธิสาร', 'Sutthisan', 13.7916, 100.574),
  station('CKC', 'โชคชัย', 'Chok Chai', 13.7962, 100.5934),
  station('KKR', 'โคกคราม', 'Khok Khram', 13.8309, 100.6475),
  station('MBR', 'มีนบุรี', 'Min Buri', 13.8154, 100.7349),
  station('LKB', 'ลาดกระบัง', 'Lat Krabang', 13.7214, 100.7639),
  station('BNA', 'บางนา', 'Bang Na', 13.6742, 100.6439),
  station('PKN', 'พระโขนง', 'Phra Khanong', 13.7087, 100.5998),
  station('MKS', 'มักกะสัน', 'Makkasan', 13.7465, 100.5835),
  station('HMK', 'หัวหมาก', 'Hua Mak', 13.7605, 100.6272),
  station('YNW', 'ยานนาวา', 'Yan Nawa', 13.7205, 100.5194),
  station('TMM', 'ทุ่งมหาเมฆ', 'Thung Maha Mek', 13.7183, 100.5393),
  station('PYT', 'พญาไท', 'Phaya Thai', 13.7594, 100.5302),
  station('DST', 'ดุสิต', 'Dusit', 13.7774, 100.5209),
  station('SMS', 'สามเสน', 'Samsen', 13.7807, 100.5097),
  station('CSK', 'ชนะสงคราม', 'Chana Songkhram', 13.7586, 100.4951),
  station('PRW', 'พระราชวัง', 'Phra Ratchawang', 13.7432, 100.4945),
  station('BPL', 'บางพลัด', 'Bang Phlat', 13.7949, 100.4904),
  station('BKO', 'บางกอกน้อย', 'Bangkok Noi', 13.7601, 100.4716),
  station('TBR', 'ธนบุรี', 'Thon Buri', 13.7597, 100.4813),
  station('TLC', 'ตลิ่งชัน', 'Taling Chan', 13.7807, 100.4461),
  station('PSC', 'ภาษีเจริญ', 'Phasi Charoen', 13.7153, 100.4369),
  station('BKT', 'บางขุนเทียน', 'Bang Khun Thian', 13.6856, 100.4447),
  station('NKM', 'หนองแขม', 'Nong Khaem', 13.6766, 100.3455),
];

/** Short Thai name as officers write it: "สน.ลุมพินี". */
export function shortStationName(d: DemoDistrict): string {
  return d.nameTh.replace('สถานีตำรวจนครบาล', 'สน.');
}

export interface DemoSite {
  id: string;
  kind: 'lpr-camera' | 'checkpoint';
  name: string;
  siteName: string;
  lat: number;
  lng: number;
  /** direction of the traffic the camera faces, degrees from north */
  heading: number;
  /** relative traffic past the site: arterial roads carry more than a checkpoint on the edge of town */
  traffic: number;
}

const site = (
  n: number,
  kind: DemoSite['kind'],
  name: string,
  siteName: string,
  lat: number,
  lng: number,
  heading: number,
  traffic: number,
): DemoSite => ({
  id: `cam-${String(n).padStart(3, '0')}`,
  kind,
  name,
  siteName,
  lat,
  lng,
  heading,
  traffic,
});

const LPR = 'lpr-camera';
const CHECKPOINT = 'checkpoint';

// A table: one site per line reads better than the formatter's one argument per line.
// prettier-ignore
export const DEMO_SITES: readonly DemoSite[] = [
  site(1, LPR, 'วิภาวดี–สุทธิสาร ขาออก', 'จุดกลับรถ ถนนวิภาวดีรังสิต ใกล้แยกสุทธิสาร', 13.7935, 100.5628, 10, 1.6),
  site(2, LPR, 'วิภาวดี–เกษตร ขาเข้า', 'จุดกลับรถ ถนนวิภาวดีรังสิต ใต้ทางแยกต่างระดับบางเขน', 13.8455, 100.5655, 190, 1.5),
  site(3, LPR, 'วิภาวดี–ดอนเมือง ขาออก', 'จุดกลับรถ ถนนวิภาวดีรังสิต หน้าท่าอากาศยานดอนเมือง', 13.908, 100.597, 20, 1.2),
  site(4, LPR, 'พหลโยธิน–สะพานควาย', 'จุดกลับรถ ถนนพหลโยธิน ใกล้แยกสะพานควาย', 13.796, 100.5499, 0, 1.3),
  site(5, LPR, 'พหลโยธิน–ม.เกษตร', 'จุดกลับรถ ถนนพหลโยธิน หน้ามหาวิทยาลัยเกษตรศาสตร์', 13.844, 100.57, 20, 1.2),
  site(6, LPR, 'พหลโยธิน–สะพานใหม่', 'จุดกลับรถ ถนนพหลโยธิน ตลาดสะพานใหม่', 13.89, 100.604, 25, 1),
  site(7, LPR, 'รามอินทรา กม.2', 'จุดกลับรถ ถนนรามอินทรา กม.2', 13.87, 100.616, 110, 1),
  site(8, LPR, 'รามอินทรา–แฟชั่นไอส์แลนด์', 'จุดกลับรถ ถนนรามอินทรา ใกล้ทางแยกต่างระดับกาญจนาภิเษก', 13.826, 100.677, 290, 1.1),
  site(9, LPR, 'บางนา-ตราด กม.3', 'จุดกลับรถ ถนนบางนา-ตราด กม.3 หน้าเซ็นทรัลบางนา', 13.6685, 100.6335, 90, 1.4),
  site(10, LPR, 'พระราม 2–เซ็นทรัลพระราม 2', 'จุดกลับรถ ถนนพระราม 2 หน้าเซ็นทรัลพระราม 2', 13.6645, 100.4375, 225, 1.2),
  site(11, CHECKPOINT, 'ด่านตรวจพระราม 2 ขาออก', 'ด่านตรวจ ถนนพระราม 2 แขวงท่าข้าม', 13.6555, 100.4215, 225, 0.6),
  site(12, LPR, 'เพชรเกษม–บางแค', 'จุดกลับรถ ถนนเพชรเกษม หน้าเดอะมอลล์บางแค', 13.7125, 100.408, 270, 1.1),
  site(13, CHECKPOINT, 'ด่านตรวจเพชรเกษม หนองแขม', 'ด่านตรวจ ถนนเพชรเกษม ขาออก เขตหนองแขม', 13.707, 100.365, 270, 0.5),
  site(14, LPR, 'งามวงศ์วาน–บางเขน', 'จุดกลับรถ ถนนงามวงศ์วาน ใกล้ทางแยกต่างระดับบางเขน', 13.851, 100.556, 270, 0.9),
  site(15, LPR, 'แจ้งวัฒนะ–ศูนย์ราชการ', 'จุดกลับรถ ถนนแจ้งวัฒนะ หน้าศูนย์ราชการเฉลิมพระเกียรติ', 13.8838, 100.564, 90, 1),
  site(16, LPR, 'รัชดาภิเษก–ห้วยขวาง', 'จุดกลับรถ ถนนรัชดาภิเษก ใกล้แยกห้วยขวาง', 13.778, 100.5735, 0, 1.3),
  site(17, LPR, 'พระราม 9', 'จุดกลับรถ ถนนพระราม 9 ใกล้แยกพระราม 9-รัชดาภิเษก', 13.7565, 100.58, 90, 1.1),
  site(18, CHECKPOINT, 'ด่านตรวจสุวินทวงศ์', 'ด่านตรวจ ถนนสุวินทวงศ์ ขาออก เขตมีนบุรี', 13.806, 100.77, 90, 0.4),
  site(19, CHECKPOINT, 'ด่านตรวจฉลองกรุง', 'ด่านตรวจ ถนนฉลองกรุง ใกล้สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง', 13.729, 100.776, 90, 0.5),
  site(20, LPR, 'บรมราชชนนี–ตลิ่งชัน', 'จุดกลับรถ ถนนบรมราชชนนี เขตตลิ่งชัน', 13.7815, 100.435, 270, 0.8),
];

/** Great-circle distance in metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

export function nearestDistrict(point: { lat: number; lng: number }): DemoDistrict {
  let best = DEMO_DISTRICTS[0] as DemoDistrict;
  for (const d of DEMO_DISTRICTS) if (distanceMetres(point, d) < distanceMetres(point, best)) best = d;
  return best;
}
