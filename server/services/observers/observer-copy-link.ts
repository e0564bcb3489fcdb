/**
 * An observer's links to a completed process's files: <APP_URL>/copies/<processId>/<file>/<token>,
 * where `file` is `document` (the sealed signed PDF) or `certificate` (the completion
 * certificate) and the token is a copy token (server/crypto/copy-token.ts) held by the observer,
 * one per file. They work for 30 days after completion, without an account; nothing is stored.
 */
import { checkCopyToken, issueCopyToken, type CopyTokenCheck } from "../../crypto/copy-token";
import { env } from "../../env";

export const OBSERVER_COPY_DAYS = 30;
export const COPY_FILES = ["document", "certificate"] as const;
export type CopyFile = (typeof COPY_FILES)[number];

const scope = (processId: string, file: CopyFile) => ({ purpose: `signet-observer-copy-v1:${file}`, processId });

export function observerLinksExpireAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + OBSERVER_COPY_DAYS * 86_400_000);
}

export function observerCopyUrl(input: { processId: string; observerId: string; file: CopyFile; expiresAt: Date }): string {
  const token = issueCopyToken(scope(input.processId, input.file), input.observerId, input.expiresAt);
  return `${env().APP_URL}/copies/${input.processId}/${input.file}/${token}`;
}

export function checkObserverCopyToken(processId: string, file: CopyFile, token: string, now?: number): CopyTokenCheck {
  return checkCopyToken(scope(processId, file), token, now);
}

export function isCopyFile(candidate: string): candidate is CopyFile {
  return (COPY_FILES as readonly string[]).includes(candidate);
}
