/** GET AddAccreditation/{id}/evidence: an award's evidence (a private PDF), fetched with the session's token. */
import { downloadFile } from '../../../lib/api-client.ts';

export const downloadAccreditationEvidence = (id: number, fallbackName: string) =>
  downloadFile(`AddAccreditation/${id}/evidence`, undefined, fallbackName);
