/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: records every request with its raw body
 * and answers as the test says (status, body, headers, delay).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  receivedAt: Date;
}

export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Responder = (request: ReceivedRequest, index: number) => ReceiverAnswer;

export interface WebhookReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(responder: Responder = () => ({ status: 200, body: "ok" })): Promise<WebhookReceiver> {
  let answer = responder;
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        headers: incoming.headers,
        rawBody: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date(),
      };
      requests.push(request);
      const reply = answer(request, requests.length - 1);
      const send = () => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(reply.status, reply.headers);
        outgoing.end(reply.body ?? "");
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/signet`,
    port,
    requests,
    respondWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
