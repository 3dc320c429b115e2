/** Where uploaded and generated files live (DESIGN.md rule 5). */
export interface BlobStore {
  /** A URL the browser may PUT the file to, valid for `expiresInSeconds`. */
  uploadUrl(key: string, options: { contentType: string; expiresInSeconds?: number }): Promise<string>;
  /** A URL the browser may GET the file from, valid for `expiresInSeconds`. */
  readUrl(key: string, options?: { expiresInSeconds?: number }): Promise<string>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
