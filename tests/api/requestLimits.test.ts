import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from './harness';

const LOGIN = '/om/api/v1/user/login';

/**
 * A POST of `size` bytes of JSON on a raw socket that sends the whole body before reading
 * the answer, as many HTTP clients do; resolves with what came back once the socket closed
 * (after the answer has been read), or with the error the sending met.
 */
function postLarge(port: number, size: number, chunked: boolean) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
    const piece = Buffer.alloc(64 * 1024, 'a');
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    let answer = '';
    let sent = 0;
    socket.pause();
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    socket.on('close', () => resolve(answer));
    const write = () => {
      while (sent < size) {
        sent += piece.length;
        if (!socket.write(frame(piece))) return void socket.once('drain', write);
      }
      socket.write(chunked ? '0\r\n\r\n' : '');
      // everything sent: now read the answer, and let the server end the connection
      socket.resume();
      setTimeout(() => socket.end(), 500);
    };
    socket.write(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
    );
    write();
  });
}

/**
 * A socket that announces a body and sends it one byte at a time, slower than any timeout;
 * resolves with what the server answered when it closed the socket, and after how long.
 */
function slowBody(port: number) {
  const started = Date.now();
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100000\r\n\r\n{',
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, ms: Date.now() - started });
    });
  });
}

describe('bodies too large or too slow, on a listening server', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await startApp('sqlite', {
      env: { REQUEST_TIMEOUT_MS: '1000', LOGIN_RATE_LIMIT: '1000' },
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it.each([
    ['a length announced', false],
    ['chunks', true],
  ])('answers a 20 MB body sent as %s with the 413 envelope', async (_, chunked) => {
    const answer = await postLarge(port, 20 * 1024 * 1024, chunked);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({
      code: '413001',
      data: null,
      message: 'The request is too large.',
    });
  });

  it('drops sockets whose body is still coming after the request timeout', async () => {
    const sockets = await Promise.all(Array.from({ length: 30 }, () => slowBody(port)));
    for (const { answer, ms } of sockets) {
      expect(ms).toBeLessThan(4_000);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(JSON.parse(answer.split('\r\n\r\n')[1])).toMatchObject({ code: '400001' });
    }
  });
});
