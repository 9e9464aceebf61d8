/**
 * What to tell the user about a failed request: the messages of a 400's field issues (the
 * server names the student in the program's last period, or the unknown section there),
 * else the server's message, else the fallback.
 */
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { fieldErrorsOf } from '../../../../lib/api-client.ts';

export function problemOf(error: unknown, fallback: string): string {
  const messages = [...new Set(Object.values(fieldErrorsOf(error)))];
  return messages.length > 0 ? messages.join(' ') : serverMessage(error, fallback);
}
