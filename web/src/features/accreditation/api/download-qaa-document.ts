/** GET Qaa/Cycles/{id}/Events/{eventId}/Document: a stage's private PDF, fetched with the session's token. */
import { downloadFile } from '../../../lib/api-client.ts';

export const downloadQaaDocument = (cycleId: number, eventId: number, fallbackName: string) =>
  downloadFile(`Qaa/Cycles/${cycleId}/Events/${eventId}/Document`, undefined, fallbackName);
