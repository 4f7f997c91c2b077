import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FlakyReceiver {
  /** Where the sandbox provider is told to post its notifications. */
  url: string;
  /** Requests it got, failed or passed on. */
  received: () => number;
  /** The server whose notification endpoint gets what is passed on. */
  forwardTo: (baseUrl: string) => void;
  close: () => Promise<void>;
}

/**
 * Stands between the payment provider and our notification endpoint: answers 500 to the
 * first `failures` notifications, then passes each on, signature header and all.
 */
export async function flakyReceiver(failures: number): Promise<FlakyReceiver> {
  let count = 0;
  let target = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      count += 1;
      if (count <= failures || !target) return response.writeHead(500).end('not now');
      try {
        const forwarded = await fetch(`${target}/om/pay/notify/sandbox`, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(request.headers).filter(
              (entry): entry is [string, string] =>
                typeof entry[1] === 'string' && !['host', 'content-length'].includes(entry[0]),
            ),
          ),
          body: Buffer.concat(chunks),
        });
        response.writeHead(forwarded.status).end(await forwarded.text());
      } catch {
        response.writeHead(502).end('the server is away');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/notify`,
    received: () => count,
    forwardTo: (baseUrl) => {
      target = baseUrl;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
