// Bytes of one match page answer as it crosses the network: uncompressed, and as a browser asking for brotli or
// gzip receives it. node's fetch would decompress, so the bytes are counted on a plain http request.
import http from 'node:http';

export interface PageBytes {
  path: string;
  answers: number;
  /** medians over the sampled answers */
  rawBytes: number;
  compressedBytes: number;
  encoding: string;
}

/** The Accept-Encoding Chromium sends (zstd aside, which the server does not offer). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

function answerBytes(
  url: string,
  cookie: string,
  acceptEncoding: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') })
          : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measurePageBytes(baseUrl: string, cookie: string, paths: string[]): Promise<PageBytes> {
  const raw: number[] = [];
  const compressed: number[] = [];
  let encoding = 'identity';
  for (const path of paths) {
    raw.push((await answerBytes(`${baseUrl}${path}`, cookie, 'identity')).bytes);
    const answer = await answerBytes(`${baseUrl}${path}`, cookie, BROWSER_ACCEPT_ENCODING);
    compressed.push(answer.bytes);
    encoding = answer.encoding;
  }
  return {
    path: paths[0]?.split('?')[0] ?? '',
    answers: paths.length,
    rawBytes: median(raw),
    compressedBytes: median(compressed),
    encoding,
  };
}
