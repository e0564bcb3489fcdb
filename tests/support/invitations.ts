import type { Db } from "@/server/db/client";
import { runDueJobs } from "@/server/jobs/local-runner";
import { listOutboxMessages } from "@/server/outbox/list-outbox-messages";

/** The invitation link's token mailed to `email`, read from the outbox as the invitee would. */
export async function invitationToken(db: Db, email: string): Promise<string> {
  await runDueJobs(db);
  const { items } = await listOutboxMessages({ channel: "email" });
  const invite = items.find((message) => message.to === email && message.meta.kind === "member.invite");
  if (!invite) throw new Error(`no invitation to ${email} in the outbox`);
  return invite.links.find((url) => url.includes("/invite/"))!.split("/invite/")[1]!;
}
