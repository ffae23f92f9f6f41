import https from 'node:https';

/**
 * A GET with `target` on the request line exactly as given (fetch would normalize it), over
 * HTTPS to nginx's self-signed certificate.
 */
export function rawHttps(base: string, target: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = https.request(
      { hostname, port, method: 'GET', path: target, headers, rejectUnauthorized: false, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
