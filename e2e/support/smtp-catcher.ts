import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface CaughtMail {
  to: string[];
  /** The raw message (headers and body) as the SMTP client sent it. */
  data: string;
}

/**
 * A mailbox for the browser tests: a small SMTP server on a real socket (RFC 5321's plain
 * conversation, no TLS, no auth) that keeps every message. The app delivers to it exactly as it would
 * to a lab's mail server when SMTP_URL is set.
 */
export async function startSmtpCatcher(): Promise<{ url: string; mails: CaughtMail[]; close(): Promise<void> }> {
  const mails: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let current: CaughtMail = { to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 e2e-mailbox ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-e2e-mailbox\r\n250 8BITMIME');
        else if (verb === 'RCPT') {
          current.to.push(
            line
              .slice(line.indexOf(':') + 1)
              .trim()
              .replace(/^<|>$/g, ''),
          );
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
