/** What the import screen checks about a chosen file before sending it (the server checks the content). */
import { IMPORT_FILE_TYPES, IMPORT_MAX_BYTES, REGISTRY_MESSAGES } from '@hemis/contracts';
import { spreadsheetProblem } from '../../components/import-job.tsx';

/** The problem with a chosen file before it is sent, or undefined. */
export function importFileProblem(file: { name: string; size: number }): string | undefined {
  return spreadsheetProblem(file, {
    extensions: IMPORT_FILE_TYPES,
    maxBytes: IMPORT_MAX_BYTES,
    wrongType: REGISTRY_MESSAGES.importFileRequired,
  });
}
