import type { OfficialNames } from './officialNames';
import type { SourceEntry } from './sources';

/**
 * Vietnam's provinces before and after 1 July 2025 (decision "Former boundaries are a variant of the
 * country"). Resolution 202/2025/QH15 of the National Assembly (12 June 2025) merged the 63
 * provinces and centrally governed cities into 34 from 1 July 2025; the codes are those of the
 * Prime Minister's Decision 19/2025/QĐ-TTg (30 June 2025) on the list of administrative units.
 */
export const VIETNAM_MERGER_TABLE: SourceEntry = {
  role: 'primary',
  country: 'VNM',
  level: 'ADM1',
  source_id: 'vn-resolution-202-2025-qh15',
  kind: 'document',
  title: 'Resolution 202/2025/QH15 on the arrangement of provincial-level administrative units (Vietnam)',
  path: 'pipeline/src/vietnam.ts',
  // The national legal documents database, where the resolution is found by its number.
  url: 'https://vbpl.vn/',
  sha256: null,
  bytes: null,
  format: 'table',
  feature_count: 34,
  name_property: null,
  code_property: 'Decision 19/2025/QĐ-TTg codes',
  parent_property: null,
  licence:
    'LicenseRef-PublicDomain (Vietnamese legal documents are not subject to copyright, Law on Intellectual Property art. 15)',
  attribution: 'Provinces since 1 July 2025: Resolution 202/2025/QH15 of the National Assembly of Vietnam',
  notes:
    'Which former provinces make each of the 34 provinces; facts from the resolution, typed in as data (no geometry).',
};

/** The 63 provinces and centrally governed cities before 1 July 2025, by ISO 3166-2, as officially named. */
export const VIETNAM_FORMER_PROVINCES: OfficialNames = {
  'VN-01': 'Lai Châu',
  'VN-02': 'Lào Cai',
  'VN-03': 'Hà Giang',
  'VN-04': 'Cao Bằng',
  'VN-05': 'Sơn La',
  'VN-06': 'Yên Bái',
  'VN-07': 'Tuyên Quang',
  'VN-09': 'Lạng Sơn',
  'VN-13': 'Quảng Ninh',
  'VN-14': 'Hòa Bình',
  'VN-18': 'Ninh Bình',
  'VN-20': 'Thái Bình',
  'VN-21': 'Thanh Hóa',
  'VN-22': 'Nghệ An',
  'VN-23': 'Hà Tĩnh',
  'VN-24': 'Quảng Bình',
  'VN-25': 'Quảng Trị',
  // Thừa Thiên Huế became the centrally governed city of Huế on 1 January 2025.
  'VN-26': ['Huế', 'Thừa Thiên Huế', 'Hue', 'Thua Thien Hue'],
  'VN-27': 'Quảng Nam',
  'VN-28': 'Kon Tum',
  'VN-29': 'Quảng Ngãi',
  'VN-30': 'Gia Lai',
  'VN-31': 'Bình Định',
  'VN-32': 'Phú Yên',
  'VN-33': 'Đắk Lắk',
  'VN-34': 'Khánh Hòa',
  'VN-35': 'Lâm Đồng',
  'VN-36': 'Ninh Thuận',
  'VN-37': 'Tây Ninh',
  'VN-39': 'Đồng Nai',
  'VN-40': 'Bình Thuận',
  'VN-41': 'Long An',
  'VN-43': ['Bà Rịa–Vũng Tàu', 'Bà Rịa-Vũng Tàu', 'Ba Ria-Vung Tau'],
  'VN-44': 'An Giang',
  'VN-45': 'Đồng Tháp',
  'VN-46': 'Tiền Giang',
  'VN-47': 'Kiên Giang',
  'VN-49': 'Vĩnh Long',
  'VN-50': 'Bến Tre',
  'VN-51': 'Trà Vinh',
  'VN-52': 'Sóc Trăng',
  'VN-53': 'Bắc Kạn',
  'VN-54': 'Bắc Giang',
  'VN-55': 'Bạc Liêu',
  'VN-56': 'Bắc Ninh',
  'VN-57': 'Bình Dương',
  'VN-58': 'Bình Phước',
  'VN-59': 'Cà Mau',
  'VN-61': 'Hải Dương',
  'VN-63': 'Hà Nam',
  'VN-66': 'Hưng Yên',
  'VN-67': 'Nam Định',
  'VN-68': 'Phú Thọ',
  'VN-69': 'Thái Nguyên',
  'VN-70': 'Vĩnh Phúc',
  'VN-71': 'Điện Biên',
  'VN-72': 'Đắk Nông',
  'VN-73': 'Hậu Giang',
  'VN-CT': ['Cần Thơ', 'Can Tho', 'Thành phố Cần Thơ'],
  'VN-DN': ['Đà Nẵng', 'Da Nang', 'Danang', 'Thành phố Đà Nẵng'],
  'VN-HN': ['Hà Nội', 'Hanoi', 'Ha Noi', 'Thành phố Hà Nội'],
  'VN-HP': ['Hải Phòng', 'Haiphong', 'Hai Phong', 'Thành phố Hải Phòng'],
  'VN-SG': [
    'Thành phố Hồ Chí Minh',
    'Ho Chi Minh City',
    'Hồ Chí Minh',
    'Saigon',
    'Sài Gòn',
    'HCMC',
    'TP.HCM',
  ],
};

export interface VietnamProvince {
  /** Code of Decision 19/2025/QĐ-TTg. */
  code: string;
  name: string;
  aliases: string[];
  /** The former provinces (ISO 3166-2) it is made of, the seat's first. */
  former: string[];
}

const p = (code: string, name: string, former: string[], aliases: string[] = []): VietnamProvince => ({
  code,
  name,
  aliases,
  former: former.map((f) => `VN-${f}`),
});

/** The 34 provinces and centrally governed cities since 1 July 2025 (Resolution 202/2025/QH15, art. 1). */
const VIETNAM_PROVINCES: readonly VietnamProvince[] = [
  p('01', 'Hà Nội', ['HN'], ['Hanoi', 'Ha Noi', 'Thành phố Hà Nội']),
  p('04', 'Cao Bằng', ['04']),
  p('08', 'Tuyên Quang', ['07', '03']),
  p('11', 'Điện Biên', ['71']),
  p('12', 'Lai Châu', ['01']),
  p('14', 'Sơn La', ['05']),
  p('15', 'Lào Cai', ['06', '02']),
  p('19', 'Thái Nguyên', ['69', '53']),
  p('20', 'Lạng Sơn', ['09']),
  p('22', 'Quảng Ninh', ['13']),
  p('24', 'Bắc Ninh', ['54', '56']),
  p('25', 'Phú Thọ', ['68', '70', '14']),
  p('31', 'Hải Phòng', ['HP', '61'], ['Haiphong', 'Hai Phong', 'Thành phố Hải Phòng']),
  p('33', 'Hưng Yên', ['66', '20']),
  p('37', 'Ninh Bình', ['18', '63', '67']),
  p('38', 'Thanh Hóa', ['21']),
  p('40', 'Nghệ An', ['22']),
  p('42', 'Hà Tĩnh', ['23']),
  p('44', 'Quảng Trị', ['24', '25']),
  p('46', 'Huế', ['26'], ['Hue', 'Thành phố Huế', 'Thừa Thiên Huế']),
  p('48', 'Đà Nẵng', ['DN', '27'], ['Da Nang', 'Danang', 'Thành phố Đà Nẵng']),
  p('51', 'Quảng Ngãi', ['29', '28']),
  p('52', 'Gia Lai', ['31', '30']),
  p('56', 'Khánh Hòa', ['34', '36']),
  p('66', 'Đắk Lắk', ['33', '32']),
  p('68', 'Lâm Đồng', ['35', '72', '40']),
  p('75', 'Đồng Nai', ['39', '58']),
  p(
    '79',
    'Thành phố Hồ Chí Minh',
    ['SG', '57', '43'],
    ['Ho Chi Minh City', 'Hồ Chí Minh', 'Saigon', 'Sài Gòn', 'HCMC', 'TP.HCM'],
  ),
  p('80', 'Tây Ninh', ['41', '37']),
  p('82', 'Đồng Tháp', ['46', '45']),
  p('86', 'Vĩnh Long', ['49', '50', '51']),
  p('91', 'An Giang', ['47', '44']),
  p('92', 'Cần Thơ', ['CT', '52', '73'], ['Can Tho', 'Thành phố Cần Thơ']),
  p('96', 'Cà Mau', ['59', '55']),
];

/** The province since 1 July 2025 of each former province (ISO 3166-2). */
export const VIETNAM_PROVINCE_OF: ReadonlyMap<string, VietnamProvince> = new Map(
  VIETNAM_PROVINCES.flatMap((v) => v.former.map((f) => [f, v] as const)),
);
