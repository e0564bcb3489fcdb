"use client";

import { useRouter } from "next/navigation";
import { TwoFactorEnrolment } from "@/components/dashboard/settings/two-factor/two-factor-enrolment";

export function RequiredTwoFactorSetup() {
  const router = useRouter();
  return <TwoFactorEnrolment onDone={() => router.replace("/dashboard")} />;
}
