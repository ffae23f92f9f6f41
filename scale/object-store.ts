import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';

/** An S3-protocol server on loopback (s3rver), with its files in `folder`. */
export async function startObjectStore(folder: string) {
  await mkdir(folder, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: folder, silent: true });
  const { port } = (await server.run()) as { port: number };
  return {
    // s3rver's fixed credentials; path-style addressing on a plain endpoint (STORAGE_URL's format).
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}`,
    stop: () => server.close(),
  };
}
