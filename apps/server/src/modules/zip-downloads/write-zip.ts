import { Readable, Transform } from 'node:stream';
import ZipStream from 'zip-stream';

// Streams entries into one zip with constant memory: store mode (frames are already compressed, so
// deflate would cost time for nothing), one entry at a time, each read as it is written. Zip64
// records are added by compress-commons as soon as an offset passes 4 GiB, so archives of any size
// open, while small ones stay readable by tools without zip64 (macOS Archive Utility).

export interface ZipInput {
  /** Path inside the archive, folders separated by "/". */
  path: string;
  date: Date;
  /** Opened only when the entry's turn comes, so one file is open at a time. */
  open(): Promise<AsyncIterable<Buffer>>;
}

/** Counts the bytes that pass, and stops at once when `signal` aborts. */
async function* counting(source: AsyncIterable<Buffer>, onBytes: (bytes: number) => void, signal?: AbortSignal) {
  for await (const chunk of source) {
    signal?.throwIfAborted();
    onBytes(chunk.length);
    yield chunk;
  }
}

/**
 * Writes the entries to `sink` (e.g. the blob store's putStream), which must consume the stream it
 * is given. `onInput` counts the bytes read from the sources; resolves with the archive's size.
 */
export async function writeZip<T>(options: {
  entries: Iterable<ZipInput>;
  sink: (archive: Readable) => Promise<T>;
  onInput?: (bytes: number) => void;
  signal?: AbortSignal;
}): Promise<{ size: number; result: T }> {
  const zip = new ZipStream({ store: true });
  let size = 0;
  const archive = zip.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    }),
  );
  zip.on('error', (error) => archive.destroy(error));
  const sinking = options.sink(archive as Readable);
  // A sink that fails (disk full, bucket refused) must stop the writing too.
  const sinkFailed = sinking.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  try {
    for (const entry of options.entries) {
      options.signal?.throwIfAborted();
      const source = Readable.from(counting(await entry.open(), options.onInput ?? (() => undefined), options.signal), {
        objectMode: false,
      });
      const added = new Promise<void>((resolve, reject) =>
        zip.entry(source, { name: entry.path, date: entry.date, store: true }, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      await Promise.race([added, sinkFailed]);
    }
    zip.finalize();
    const result = await sinking;
    return { size, result };
  } catch (error) {
    zip.destroy(error as Error);
    archive.destroy(error as Error);
    await sinking.catch(() => undefined);
    throw error;
  }
}
