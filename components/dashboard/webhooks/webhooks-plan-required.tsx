import { Alert } from "@/components/ui/alert";

/** Organizations on the Free plan: webhooks are part of Pro and Enterprise (the API answers 402). */
export function WebhooksPlanRequired({ planName }: { planName: string }) {
  return (
    <Alert tone="info">
      <p className="font-medium">Webhooks are part of the Pro and Enterprise plans.</p>
      <p className="mt-1">
        Your organization is on the {planName} plan. With webhooks, Signet tells your systems the moment a document is sent, signed,
        declined, voided or expired, instead of them asking again and again. The operator of this Signet installation (the owner of
        its first organization) changes plans in Settings, under “This installation”.
      </p>
    </Alert>
  );
}
