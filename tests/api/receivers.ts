import http from 'node:http';
import net from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Receivers {
  /** http://127.0.0.1:<port> of the answering server. */
  base: string;
  /** A port where a server accepts connections and never says a word. */
  silentPort: number;
  /** A port where nothing listens. */
  closedPort: number;
  received: Received[];
  /** The statuses the next requests to a path get, in turn (then 200 again). */
  plan: (path: string, statuses: number[]) => void;
  close: () => Promise<void>;
}

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );

/**
 * Local callback receivers for the prober: /ok answers 200, /fail 500, /slow 200 after 4 s,
 * /redirect 302 to /ok, /big 200 with 100 KB, /messages 200 with `{ id }` as a send API answers,
 * /echo 422 with the request's body, any other path 200 unless a plan says otherwise;
 * one more server accepts and never answers.
 */
export async function startReceivers(): Promise<Receivers> {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const path = (request.url ?? '').split('?')[0];
      const planned = plans.get(path)?.shift();
      if (planned !== undefined) return response.writeHead(planned).end(`planned ${planned}`);
      if (path === '/fail') return response.writeHead(500).end('internal trouble');
      if (path === '/redirect')
        return response.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
      if (path === '/slow') {
        const timer = setTimeout(() => response.writeHead(200).end('late'), 4000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (path === '/big') return response.writeHead(200).end('x'.repeat(100_000));
      if (path === '/echo') return response.writeHead(422).end(body);
      if (path === '/messages')
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ id: `platform-${received.length}` }));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  server.on('connection', (socket) => sockets.add(socket));
  const port = await listen(server);

  const silent = net.createServer((socket) => sockets.add(socket));
  const silentPort = await listen(silent);
  const spare = net.createServer();
  const closedPort = await listen(spare);
  await new Promise((resolve) => spare.close(resolve));

  return {
    base: `http://127.0.0.1:${port}`,
    silentPort,
    closedPort,
    received,
    plan: (path, statuses) => plans.set(path, [...statuses]),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => silent.close(resolve)),
      ]);
    },
  };
}
