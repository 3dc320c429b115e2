// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build
// time: the server sends the smallest copy the browser accepts (@fastify/static preCompressed) instead
// of the raw bytes (the landing page's JavaScript is ~400 KB raw, ~120 KB gzip).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(?:js|mjs|css|html|svg|xml|txt|json|webmanifest)$/;

let files = 0;
let raw = 0;
let brotli = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(dist, name);
  // .ssr is the server's build (the app server reads it from disk): never sent to a browser.
  if (name.startsWith('.') || !TEXT.test(name) || name.endsWith('.map') || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(`compressed ${files} files: ${(raw / 1024).toFixed(0)} KB raw, ${(brotli / 1024).toFixed(0)} KB brotli`);
