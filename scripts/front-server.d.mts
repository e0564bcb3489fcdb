import type { IncomingMessage, Server, ServerResponse } from "node:http";
export declare const BODY_DEADLINE_MS: number;
export declare const UPLOAD_DEADLINE_MS: number;
export declare function createFrontServer(options: {
  handleNext: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  lane: () => ((request: IncomingMessage, response: ServerResponse) => Promise<void> | null) | undefined;
  hsts?: string | null;
  bodyDeadlineMs?: number;
}): Server;
