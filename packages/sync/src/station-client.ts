// The station's side of the API (packages/api stations.ts): find a roll by its code, start a
// frame's upload with its checksum, PUT the file to the write link, finish, add roll events.
import { open } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { StationError } from './retry.js';
import { READ_BYTES } from './roll-folders.js';

export interface StationFrame {
  scanId: number;
  frame: number;
  status: 'UPLOADING' | 'PROCESSING' | 'READY' | 'FAILED';
  sha256: string | null;
}
export interface StationRoll {
  code: string;
  rollId: number;
  orderNumber: string | null;
  status: string;
  frames: StationFrame[];
}
export interface UploadLink {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

export class StationClient {
  private readonly base: URL;

  constructor(
    server: string,
    private readonly token: string,
  ) {
    this.base = new URL(server.endsWith('/') ? server : `${server}/`);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(`api${path}`, this.base), {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!res.ok) {
      const message = typeof json.message === 'string' ? json.message : `the server answered ${res.status}`;
      throw new StationError(message, res.status, Array.isArray(json.errors) ? (json.errors as string[]) : []);
    }
    return json as T;
  }

  async roll(code: string): Promise<StationRoll> {
    return (await this.call<{ roll: StationRoll }>('GET', `/station/rolls/${code}`)).roll;
  }

  startUpload(code: string, fileType: string, sha256: string) {
    return this.call<{ frame: StationFrame; upload: UploadLink | null }>(
      'POST',
      `/station/rolls/${code}/scans?fileType=${encodeURIComponent(fileType)}`,
      { sha256 },
    );
  }

  async finishUpload(code: string, scanId: number): Promise<StationFrame> {
    return (await this.call<{ frame: StationFrame }>('POST', `/station/rolls/${code}/scans/${scanId}/finish-upload`))
      .frame;
  }

  async addEvent(code: string, event: 'SCANNED' | 'SYNCED'): Promise<StationRoll> {
    return (await this.call<{ roll: StationRoll }>('POST', `/station/rolls/${code}/events`, { event })).roll;
  }

  /** Streams the file to the write link with its length, as `curl -T` does; no token goes with it. */
  put(link: UploadLink, path: string, size: number, onBytes: (n: number) => void): Promise<void> {
    const url = new URL(link.url, this.base);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (!settled) reject(error);
        settled = true;
        req.destroy();
      };
      const req = send(url, { method: 'PUT', headers: { ...link.headers, 'content-length': String(size) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          settled = true;
          if (status >= 200 && status < 300) return resolve();
          let message = `the upload link answered ${status}`;
          try {
            message = (JSON.parse(Buffer.concat(chunks).toString()) as { message?: string }).message ?? message;
          } catch {
            // not JSON: keep the status
          }
          reject(new StationError(message, status));
        });
        res.on('error', fail);
      });
      req.on('error', fail);
      writeFileTo(req, path, onBytes).catch(fail);
    });
  }
}

/**
 * Writes a file to a request and ends it, READ_BYTES at a time from two buffers used in turn: a
 * buffer is read into again only once the socket has taken what was written from it, so a roll is
 * sent without a new buffer (and its garbage) per chunk.
 */
async function writeFileTo(req: ClientRequest, path: string, onBytes: (n: number) => void) {
  const closed = new Promise<never>((_resolve, reject) =>
    req.once('close', () => reject(new Error('the connection closed while the file was being sent'))),
  );
  closed.catch(() => undefined);
  const handle = await open(path, 'r');
  try {
    const buffers = [Buffer.allocUnsafe(READ_BYTES), Buffer.allocUnsafe(READ_BYTES)];
    const written: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
    for (let turn = 0; ; turn = 1 - turn) {
      await Promise.race([written[turn], closed]);
      const buffer = buffers[turn]!;
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      written[turn] = new Promise((resolve, reject) =>
        req.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())),
      );
      written[turn]!.catch(() => undefined);
      onBytes(bytesRead);
    }
    await Promise.race([Promise.all(written), closed]);
    req.end();
  } finally {
    await handle.close();
  }
}
