import { redirect } from "next/navigation";
import { currentSessionContext } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { isSetupComplete } from "@/server/services/organizations/first-run-setup";

export const dynamic = "force-dynamic";

/** The front door: a fresh install goes to setup, a visitor to sign-in, a user to work. */
export default async function HomePage() {
  const db = await getDb();
  if (!(await isSetupComplete(db))) redirect("/setup");
  if (!(await currentSessionContext(db))) redirect("/login");
  redirect("/dashboard");
}
