import { describe, expect, it } from 'vitest';
import { japaneseLatinName, romanise, type Readings } from './japaneseNames';

const list: Readings = new Map([
  ['01101', ['札幌市中央区', 'ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ']],
  ['01102', ['札幌市北区', 'ｻｯﾎﾟﾛｼｷﾀｸ']],
  ['01202', ['函館市', 'ﾊｺﾀﾞﾃｼ']],
  ['01303', ['石狩郡当別町', 'ｲｼｶﾘｸﾞﾝﾄｳﾍﾞﾂﾁｮｳ']],
  ['10344', ['北群馬郡榛東村', 'ｷﾀｸﾞﾝﾏｸﾞﾝｼﾝﾄｳﾑﾗ']],
  ['13103', ['港区', 'ﾐﾅﾄｸ']],
  ['23214', ['蒲郡市', 'ｶﾞﾏｺﾞｵﾘｼ']],
  ['22101', ['静岡市葵区', 'ｼｽﾞｵｶｼｱｵｲｸ']],
  ['22103', ['静岡市清水区', 'ｼｽﾞｵｶｼｼﾐｽﾞｸ']],
  ['22138', ['浜松市中央区', 'ﾊﾏﾏﾂｼﾁｭｳｵｳｸ']],
  ['22139', ['浜松市浜名区', 'ﾊﾏﾏﾂｼﾊﾏﾅｸ']],
  ['14104', ['横浜市中区', 'ﾖｺﾊﾏｼﾅｶｸ']],
  ['14103', ['横浜市西区', 'ﾖｺﾊﾏｼﾆｼｸ']],
]);

describe('Japanese municipality names in Latin script', () => {
  it('writes kana in Hepburn without long-vowel marks', () => {
    expect(romanise('ﾄｳｷｮｳ')).toBe('Tokyo');
    expect(romanise('ｻｯﾎﾟﾛ')).toBe('Sapporo');
  });

  it('names cities, wards, towns and villages by their reading', () => {
    expect(japaneseLatinName(list, '01101')).toBe('Chuo-ku, Sapporo');
    expect(japaneseLatinName(list, '01202')).toBe('Hakodate');
    expect(japaneseLatinName(list, '01303')).toBe('Tobetsu');
    expect(japaneseLatinName(list, '10344')).toBe('Shinto');
    expect(japaneseLatinName(list, '13103')).toBe('Minato');
    expect(japaneseLatinName(list, '23214')).toBe('Gamagori');
    // The city's reading is what its wards share, even when a ward's reading starts like 市 (ｼ).
    expect(japaneseLatinName(list, '22103')).toBe('Shimizu-ku, Shizuoka');
  });

  it('puts a ward the list lacks together from its city and a ward of the same name elsewhere', () => {
    expect(japaneseLatinName(list, '22131', '浜松市中区')).toBe('Naka-ku, Hamamatsu');
    expect(japaneseLatinName(list, '22136', '浜松市浜北区')).toBeUndefined();
  });

  it('gives nothing for a code the list lacks', () => {
    expect(japaneseLatinName(list, '01695')).toBeUndefined();
    expect(japaneseLatinName(list, '01695', '色丹村')).toBeUndefined();
  });
});
