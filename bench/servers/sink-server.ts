// The upload benchmark's reference: a bare Node HTTP server that reads a PUT body and throws it away.
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => res.end('{"ok":true}'));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
