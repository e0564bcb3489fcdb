/** Settings, "Your sessions" (docs/people.md): no /api/v1 path, a dashboard user's own sessions. */
import { z } from "zod";
import { sessionIdSchema } from "@/lib/schemas/activity";
import { notRecorded } from "../activity/declare-activity";
import { defineOperation } from "../operation";
import { endedSessionsSchema, endMyOtherSessions, endMySession, listMySessions, userSessionRecordSchema } from "./user-session-list";

const ownSessions = notRecorded("a user ending their own sessions is no admin action");

export const sessionsList = defineOperation({
  name: "sessions.list",
  summary: "The signed-in user's running dashboard sessions, this one marked.",
  access: "dashboard",
  output: z.array(userSessionRecordSchema),
  handler: listMySessions,
});

export const sessionsEnd = defineOperation({
  name: "sessions.end",
  summary: "End one of the signed-in user's sessions; its cookie stops working at once.",
  access: "dashboard",
  input: sessionIdSchema,
  output: endedSessionsSchema,
  handler: endMySession,
  activity: ownSessions,
});

export const sessionsEndOthers = defineOperation({
  name: "sessions.endOthers",
  summary: "End every session of the signed-in user but this one.",
  access: "dashboard",
  output: endedSessionsSchema,
  handler: endMyOtherSessions,
  activity: ownSessions,
});
