import net from 'node:net';
import type { Db } from '../../server/db/connect';
import { recentOutbox } from '../../server/messaging';

/** The newest outbox message to an address, as a local operator would read it. */
export async function lastMessage(db: Db, to: string) {
  const [message] = await recentOutbox(db, { to, limit: 1 });
  return message;
}

/** The 6-digit code of the newest message to an address. */
export async function lastCode(db: Db, to: string): Promise<string> {
  const message = await lastMessage(db, to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/**
 * A minimal SMTP server on a free local port that keeps what it receives: enough of the
 * protocol for nodemailer (EHLO, MAIL, RCPT, DATA, QUIT). It answers "try later" to the
 * first `refuseFirst` messages, as a busy server does.
 */
export async function startSmtpSink({ refuseFirst = 0 } = {}) {
  let refused = 0;
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (refused < refuseFirst) {
              refused += 1;
              socket.write('451 try again later\r\n');
            } else {
              received.push(current);
              socket.write('250 queued\r\n');
            }
            current = { from: '', to: [], data: '' };
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
