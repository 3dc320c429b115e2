import { open } from 'node:fs/promises';

// A file on this disk read without a new buffer per chunk: a zip's CRC (zip-downloads) and a stored
// frame's checksum (scans/spool-blob.ts) each look at every byte of gigabytes of frames once.

/**
 * Bytes a read asks for. bench:zip, three frames read at once, ratio to `cat` over 2-5 runs each:
 * 128 KiB 0.70-0.81, 256 KiB 0.93-1.02, 512 KiB 0.87-1.01, 1 MiB 0.78-0.88, 4 MiB 0.49-0.61 (likely
 * because a quarter of a megabyte is still in the CPU's cache when its CRC is taken).
 */
const CHUNK_BYTES = 256 * 1024;

/**
 * A file on this disk read 256 KiB at a time into two buffers used in turn, for a reader that
 * only looks at the bytes (a CRC, a checksum): a chunk stays as it is until the second chunk after it is
 * read, so it must be used, or copied, before then. Preparing a 2 GB zip with a new buffer per chunk
 * spent a quarter of its time collecting them. Null when the file is gone.
 */
export async function readForChecksum(file: string): Promise<AsyncGenerator<Buffer> | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const opened = handle;
  return (async function* () {
    try {
      const buffers = [Buffer.allocUnsafe(CHUNK_BYTES), Buffer.allocUnsafe(CHUNK_BYTES)];
      for (let turn = 0; ; turn = 1 - turn) {
        const buffer = buffers[turn]!;
        const { bytesRead } = await opened.read(buffer, 0, CHUNK_BYTES, null);
        if (bytesRead === 0) return;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await opened.close();
    }
  })();
}
