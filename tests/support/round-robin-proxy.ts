/**
 * One address in front of several HEMIS server processes, handing each request to the next
 * one in turn, as a load balancer would. It connects to the process from the client's own
 * loopback address (127.0.0.2, 127.0.0.3 ...), so every process sees the real client address
 * without trusting any forwarded header; requests and answers pass through unchanged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Headers about one connection, not the request (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

function endToEnd(rawHeaders: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!HOP_BY_HOP.has(rawHeaders[index]!.toLowerCase())) kept.push(rawHeaders[index]!, rawHeaders[index + 1]!);
  }
  return kept;
}

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targetPorts: number[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = targetPorts[next++ % targetPorts.length]!;
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: endToEnd(request.rawHeaders),
        localAddress: request.socket.remoteAddress?.replace(/^::ffff:/, ''),
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`round-robin proxy: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients' kept-alive connections would hold the close open.
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
