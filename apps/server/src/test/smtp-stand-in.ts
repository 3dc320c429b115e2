import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server on a real socket (RFC 5321's plain conversation, no TLS, no auth).
 * Recipients at refuse.test are turned away with 550, as a real server would for an unknown mailbox.
 */
export function startSmtpStandIn(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          current.from = line.slice(line.indexOf(':') + 1).trim();
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const to = line.slice(line.indexOf(':') + 1).trim();
          if (to.includes('@refuse.test')) reply('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(to);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}
