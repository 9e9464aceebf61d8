/**
 * The import template (GET /RegistryImport/Template). The .xlsx has an empty first sheet to
 * fill (the import reads the first sheet only) and a second sheet with an example row of
 * each kind; the .csv is the header row alone, so that no example is ever imported by mistake.
 */
import { REGISTRY_IMPORT_COLUMNS, type ImportFileType, type RegistryImportColumn } from '@hemis/contracts';
import { CSV_CONTENT_TYPE, writeCsv, writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.ts';

const EXAMPLES: Partial<Record<RegistryImportColumn, string>>[] = [
  {
    kind: 'University',
    code: 'EXU',
    name: 'Example University',
    type: 'public',
    province: 'Gandaki',
    district: 'Kaski',
    localLevel: 'Pokhara',
    establishedYear: '2016',
    phone: '061-504033',
    email: 'info@example.edu.np',
    website: 'https://example.edu.np',
  },
  {
    kind: 'Campus',
    code: 'EXU-001',
    name: 'Example Multiple Campus',
    type: 'community',
    universityCode: 'EXU',
    province: 'Gandaki',
    district: 'Kaski',
    localLevel: 'Pokhara',
    wardNo: '8',
    locality: 'Lakeside',
    establishedYear: '2018',
    dateOfEstd: '2075-01-15',
    phone: '061-520123',
    email: 'info@emc.edu.np',
    website: 'https://emc.edu.np',
    principalName: 'Dr. Example Principal',
    principalPhoneNo: '9856012345',
    principalEmail: 'principal@emc.edu.np',
    focalPersonName: 'Example Focal Person',
  },
];

export async function registryTemplate(format: ImportFileType): Promise<{ bytes: Buffer; type: string; name: string }> {
  const header = [...REGISTRY_IMPORT_COLUMNS];
  const examples = EXAMPLES.map((example) => header.map((column) => example[column] ?? ''));
  return format === 'csv'
    ? { bytes: writeCsv(header, []), type: CSV_CONTENT_TYPE, name: 'hemis-registry-template.csv' }
    : {
        bytes: await writeXlsx([
          { name: 'Registry', header, rows: [] },
          { name: 'Examples', header, rows: examples },
        ]),
        type: XLSX_CONTENT_TYPE,
        name: 'hemis-registry-template.xlsx',
      };
}
