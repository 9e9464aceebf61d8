import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, REGISTRY_MESSAGES } from '@hemis/contracts';
import { importFileProblem } from './import-file.ts';

describe('the import file chosen on the screen', () => {
  it('accepts .xlsx and .csv files, whatever the case of the extension', () => {
    expect(importFileProblem({ name: 'campuses.xlsx', size: 10 })).toBeUndefined();
    expect(importFileProblem({ name: 'CAMPUSES.CSV', size: 10 })).toBeUndefined();
  });

  it('refuses another kind of file and a file over the limit before sending it', () => {
    expect(importFileProblem({ name: 'campuses.xls', size: 10 })).toBe(REGISTRY_MESSAGES.importFileRequired);
    expect(importFileProblem({ name: 'campuses.csv', size: IMPORT_MAX_BYTES + 1 })).toMatch(/at most 2 MB/);
  });
});
