/**
 * A minimal path-style S3 for tests: PutObject, GetObject, HeadObject, CopyObject and
 * DeleteObject on in-memory objects, enough for @aws-sdk/client-s3 and presigned URLs.
 * Note: it does not verify SigV4 signatures; that is S3's job, and the tests check instead that
 * the SDK signs what it should (X-Amz-SignedHeaders) and sends the bytes it should.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeS3Server {
  endpoint: string;
  /** Objects by "bucket/key". */
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  close(): Promise<void>;
}

function xmlError(response: http.ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { "Content-Type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

function objectHeaders(object: FakeS3Object, query: URLSearchParams): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {
    "Content-Length": object.body.length,
    "Content-Type": query.get("response-content-type") ?? object.contentType ?? "binary/octet-stream",
    ETag: object.etag,
    "Last-Modified": object.lastModified.toUTCString(),
  };
  const disposition = query.get("response-content-disposition");
  if (disposition) headers["Content-Disposition"] = disposition;
  return headers;
}

function store(objects: Map<string, FakeS3Object>, path: string, body: Buffer, contentType: string | undefined) {
  const object = { body, contentType, etag: `"${createHash("md5").update(body).digest("hex")}"`, lastModified: new Date() };
  objects.set(path, object);
  return object;
}

export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake-s3");
    const path = decodeURIComponent(url.pathname.slice(1));
    const body = await buffer(request);
    requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
    const object = objects.get(path);

    switch (request.method) {
      case "PUT": {
        const copySource = request.headers["x-amz-copy-source"];
        if (typeof copySource === "string") {
          const source = objects.get(decodeURIComponent(copySource).replace(/^\//, ""));
          if (!source) return xmlError(response, 404, "NoSuchKey", "The specified key does not exist.");
          const copied = store(objects, path, source.body, source.contentType);
          response.writeHead(200, { "Content-Type": "application/xml" });
          response.end(
            `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>${copied.etag}</ETag>` +
              `<LastModified>${copied.lastModified.toISOString()}</LastModified></CopyObjectResult>`,
          );
          return;
        }
        const stored = store(objects, path, body, request.headers["content-type"]);
        response.writeHead(200, { ETag: stored.etag });
        response.end();
        return;
      }
      case "GET":
        if (!object) return xmlError(response, 404, "NoSuchKey", "The specified key does not exist.");
        response.writeHead(200, objectHeaders(object, url.searchParams));
        response.end(object.body);
        return;
      case "HEAD":
        response.writeHead(object ? 200 : 404, object ? objectHeaders(object, url.searchParams) : {});
        response.end();
        return;
      case "DELETE":
        objects.delete(path);
        response.writeHead(204);
        response.end();
        return;
      default:
        xmlError(response, 405, "MethodNotAllowed", "The fake supports PUT, GET, HEAD and DELETE.");
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
