import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { TrpcProvider } from "@/components/providers/trpc";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <AuthPage title="Forgot your password?" description="Enter the email address you sign in with, and we email you a link to choose a new password.">
      <TrpcProvider>
        <ForgotPasswordForm />
      </TrpcProvider>
    </AuthPage>
  );
}
