/** A local webhook receiver that keeps every delivery it is sent and answers 204. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  id: string;
  type: string;
  processId: string;
}

export interface WebhookReceiver {
  url: string;
  deliveries: ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const event = JSON.parse(body) as { id: string; type: string; data: { signingProcess: { id: string } } };
      deliveries.push({ id: event.id, type: event.type, processId: event.data.signingProcess.id });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, deliveries, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
