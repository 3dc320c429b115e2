import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Files of the local blob store (DATA_DIR/blobs), content types under .meta included, as paths relative to it. */
export function localBlobFiles(root: string): Array<{ path: string; size: number }> {
  const files: Array<{ path: string; size: number }> = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      // A .partial file is an upload still being written: not a stored file yet.
      else if (entry.isFile() && !entry.name.endsWith('.partial')) {
        files.push({ path: child, size: statSync(path.join(root, child)).size });
      }
    }
  };
  if (existsSync(root)) walk('');
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** SHA-256 of a file, hex. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
