import { Alert } from "@/components/ui/alert";

/** FREE organizations: webhooks are a PRO and ENTERPRISE feature (the API answers 402). */
export function WebhooksPlanRequired({ planName }: { planName: string }) {
  return (
    <Alert tone="info">
      <p className="font-medium">Webhooks need the PRO or ENTERPRISE plan.</p>
      <p className="mt-1">
        Your organization is on the {planName} plan. With webhooks, Signet tells your systems the moment a document is sent, signed,
        declined, voided or expired, instead of them asking again and again. Ask the operator of this Signet installation to change
        your plan.
      </p>
    </Alert>
  );
}
