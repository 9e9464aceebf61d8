/** What the import screen checks about a chosen file before sending it (the server checks the content). */
import { IMPORT_FILE_TYPES, IMPORT_MAX_BYTES, REGISTRY_MESSAGES } from '@hemis/contracts';

/** The problem with a chosen file before it is sent, or undefined. */
export function importFileProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMPORT_FILE_TYPES as readonly string[]).includes(extension)) return REGISTRY_MESSAGES.importFileRequired;
  if (file.size > IMPORT_MAX_BYTES) return `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}
