import { describe, expect, it } from 'vitest';
import { countCsv, sumRows, type CountColumn } from './count-rows.ts';

interface Row {
  district: string;
  male: number;
  female: number;
}

const COLUMNS: CountColumn<Row>[] = [
  { id: 'district', header: 'District', value: (row) => row.district },
  { id: 'male', header: 'M', group: 'Gender', value: (row) => row.male },
  { id: 'female', header: 'F', group: 'Gender', value: (row) => row.female },
];

describe('count report rows', () => {
  it('sums every numeric field into a totals row named in the label field', () => {
    const rows = [
      { district: 'Kaski', male: 2, female: 3 },
      { district: 'Syangja', male: 1, female: 0 },
    ];
    expect(sumRows(rows, 'district', 'Total')).toEqual({ district: 'Total', male: 3, female: 3 });
  });

  it('has no totals row for a report without rows', () => {
    expect(sumRows([] as Row[], 'district', 'Total')).toBeUndefined();
  });

  it('writes the CSV with a byte order mark, grouped headings, the rows and the totals row last', () => {
    const csv = countCsv(COLUMNS, [{ district: 'Kaski', male: 2, female: 3 }], {
      district: 'Total',
      male: 2,
      female: 3,
    });
    expect(csv).toBe('\uFEFFDistrict,Gender M,Gender F\r\nKaski,2,3\r\nTotal,2,3\r\n');
  });

  it('quotes commas and quotes, and keeps formula-like text as text', () => {
    const csv = countCsv(COLUMNS, [{ district: 'Kathmandu, "Valley"', male: 1, female: 1 }], undefined);
    expect(csv.split('\r\n')[1]).toBe('"Kathmandu, ""Valley""",1,1');
    expect(countCsv(COLUMNS, [{ district: '=SUM(A1)', male: 0, female: 0 }], undefined).split('\r\n')[1]).toBe(
      "'=SUM(A1),0,0",
    );
  });
});
