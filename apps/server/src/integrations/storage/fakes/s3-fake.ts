import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback S3-compatible server for tests: path-style PutObject, GetObject (with Range),
 * HeadObject, DeleteObject and ListObjectsV2 (paged) kept in memory, refusing requests without a SigV4 Authorization
 * for its access key. Enough to prove the S3 driver speaks the protocol, not a full S3.
 */
export interface S3Fake {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** When each object was put (a test may set an older time). */
  modified: Map<string, Date>;
  /** Every request seen, in order (`GET clip.mp4 bytes=0-9`), for assertions. */
  requests: { method: string; key: string; range?: string }[];
  close: () => Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
};

function signedBy(req: IncomingMessage, accessKeyId: string): boolean {
  const auth = req.headers.authorization ?? '';
  return (
    new RegExp(
      `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[\\w-]+/s3/aws4_request, ?SignedHeaders=[\\w;-]+, ?Signature=[0-9a-f]{64}$`,
    ).test(auth) &&
    typeof req.headers['x-amz-date'] === 'string' &&
    typeof req.headers['x-amz-content-sha256'] === 'string'
  );
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: { body: Buffer; contentType: string },
) {
  const size = object.body.length;
  const headers = {
    'content-type': object.contentType,
    etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
    'accept-ranges': 'bytes',
    'last-modified': new Date(0).toUTCString(),
  };
  const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!m) {
    res.writeHead(200, { ...headers, 'content-length': size });
    return res.end(req.method === 'HEAD' ? undefined : object.body);
  }
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return xmlError(res, 416, 'InvalidRange');
  res.writeHead(206, {
    ...headers,
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
}

const xmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ListObjectsV2: keys under `prefix` in order, `max-keys` a page, the token the last key sent. */
function listObjects(
  res: ServerResponse,
  url: URL,
  objects: S3Fake['objects'],
  modified: S3Fake['modified'],
) {
  const prefix = url.searchParams.get('prefix') ?? '';
  const max = Number(url.searchParams.get('max-keys') ?? 1000);
  const after = url.searchParams.get('continuation-token') ?? '';
  const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
  const page = keys.slice(0, max);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (k) =>
        `<Contents><Key>${xmlText(k)}</Key><LastModified>${(modified.get(k) ?? new Date(0)).toISOString()}</LastModified>` +
        `<Size>${objects.get(k)!.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
      `<IsTruncated>${truncated}</IsTruncated>${contents}` +
      (truncated ? `<NextContinuationToken>${xmlText(page.at(-1)!)}</NextContinuationToken>` : '') +
      `</ListBucketResult>`,
  );
}

export async function startS3Fake(opts: { bucket: string; accessKeyId: string }): Promise<S3Fake> {
  const objects: S3Fake['objects'] = new Map();
  const modified: S3Fake['modified'] = new Map();
  const requests: S3Fake['requests'] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = decodeURIComponent(url.pathname);
      const prefix = `/${opts.bucket}/`;
      const key = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      requests.push({
        method: req.method ?? '',
        key,
        ...(req.headers.range ? { range: req.headers.range } : {}),
      });
      if (!signedBy(req, opts.accessKeyId)) return xmlError(res, 403, 'AccessDenied');
      const bucketRoot = path === `/${opts.bucket}` || path === prefix;
      if (bucketRoot && req.method === 'GET' && url.searchParams.get('list-type') === '2')
        return listObjects(res, url, objects, modified);
      if (!key) return xmlError(res, 404, 'NoSuchBucket');
      switch (req.method) {
        case 'PUT': {
          // aws-chunked bodies (flexible checksums) are what many S3-compatible stores refuse.
          if (String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-')) {
            return xmlError(res, 400, 'NotImplemented');
          }
          const data = await body(req);
          if (Number(req.headers['content-length']) !== data.length)
            return xmlError(res, 400, 'IncompleteBody');
          objects.set(key, { body: data, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
          modified.set(key, new Date());
          res.writeHead(200, { etag: `"${createHash('md5').update(data).digest('hex')}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const object = objects.get(key);
          if (!object) {
            if (req.method === 'HEAD') return void res.writeHead(404).end();
            return xmlError(res, 404, 'NoSuchKey');
          }
          return sendObject(req, res, object);
        }
        case 'DELETE':
          objects.delete(key);
          modified.delete(key);
          return void res.writeHead(204).end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    })().catch(() => xmlError(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    modified,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The S3 client keeps sockets alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
