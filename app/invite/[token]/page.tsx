import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { AuthPage } from "@/components/auth/auth-page";
import { OrDivider } from "@/components/auth/or-divider";
import { SsoJoinButton } from "@/components/auth/sso-join-button";
import { TrpcProvider } from "@/components/providers/trpc";
import { ROLE_WORDS } from "@/components/dashboard/settings/people/role-words";
import { invitationTokenSchema } from "@/lib/schemas/members";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { describeInvitation, type InvitationView } from "@/server/services/members/accept-invitation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join", referrer: "no-referrer" };

async function invitationOf(token: string): Promise<InvitationView | string> {
  const parsed = invitationTokenSchema.safeParse({ token });
  if (!parsed.success) return "This invitation link is not valid; ask for a new invitation";
  try {
    return await describeInvitation(await getDb(), parsed.data);
  } catch (error) {
    if (error instanceof AppError && error.code === "INVITATION_INVALID") return error.message;
    throw error;
  }
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await invitationOf(token);
  if (typeof invitation === "string") {
    return (
      <AuthPage title="This invitation does not work" description={`${invitation}.`}>
        <Link href="/login" className="font-medium text-indigo-700 underline underline-offset-2">
          Go to sign-in
        </Link>
      </AuthPage>
    );
  }
  const { singleSignOn } = invitation;
  const passwordAllowed = singleSignOn?.passwordAllowed ?? true;
  const how = !singleSignOn
    ? "Choose your name and a password."
    : passwordAllowed
      ? `Join with ${invitation.organizationName}'s sign-in provider, or choose your name and a password.`
      : `Join with ${invitation.organizationName}'s sign-in provider, using the address ${invitation.email}.`;
  return (
    <AuthPage
      title={`Join ${invitation.organizationName}`}
      description={`You are invited to sign documents with ${invitation.organizationName} on Signet, as ${ROLE_WORDS[invitation.role].withArticle}. ${how}`}
    >
      <div className="space-y-6">
        {singleSignOn && <SsoJoinButton providerId={singleSignOn.providerId} />}
        {singleSignOn && passwordAllowed && <OrDivider />}
        {passwordAllowed && (
          <TrpcProvider>
            <AcceptInvitationForm token={token} email={invitation.email} />
          </TrpcProvider>
        )}
      </div>
    </AuthPage>
  );
}
