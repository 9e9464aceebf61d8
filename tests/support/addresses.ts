/**
 * Requests from chosen client addresses. Every address of 127.0.0.0/8 reaches the loopback
 * interface, so `test.api.post(url).agent(from('127.0.0.2'))` reaches the app from 127.0.0.2.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';

/** An http.Agent whose connections leave from `address`. */
export function from(address: string): http.Agent {
  return new http.Agent({ localAddress: address });
}

/**
 * A loopback address no other test is likely to use: the files of a worker share its database,
 * and with it the attempt counters of every address.
 */
export function uniqueLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}
