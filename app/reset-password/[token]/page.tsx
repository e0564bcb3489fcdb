import type { Metadata } from "next";
import Link from "next/link";
import { AuthPage } from "@/components/auth/auth-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { TrpcProvider } from "@/components/providers/trpc";
import { passwordResetTokenSchema } from "@/lib/schemas/passwords";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors";
import { checkPasswordReset } from "@/server/services/users/password-reset";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

async function resetOf(token: string): Promise<{ email: string } | null> {
  const parsed = passwordResetTokenSchema.safeParse({ token });
  if (!parsed.success) return null;
  try {
    return await checkPasswordReset(await getDb(), parsed.data);
  } catch (error) {
    if (error instanceof AppError && error.code === "RESET_LINK_INVALID") return null;
    throw error;
  }
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const reset = await resetOf(token);
  if (!reset) {
    return (
      <AuthPage title="This link does not work" description="A password reset link works once, for 30 minutes. Ask for a new one.">
        <Link href="/forgot-password" className="font-medium text-indigo-700 underline underline-offset-2">
          Ask for a new link
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Choose a new password" description="Your new password replaces the old one at once.">
      <TrpcProvider>
        <ResetPasswordForm token={token} email={reset.email} />
      </TrpcProvider>
    </AuthPage>
  );
}
