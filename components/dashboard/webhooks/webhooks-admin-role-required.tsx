import { Alert } from "@/components/ui/alert";

/** What a MEMBER sees instead of the webhooks (the procedures answer INSUFFICIENT_ROLE). */
export function WebhooksAdminRoleRequired() {
  return (
    <Alert tone="info">
      <p className="font-medium">Managing webhooks needs the ADMIN role.</p>
      <p className="mt-1">Your account is a member of this organization. Ask an owner or admin to set up webhooks or to change your role.</p>
    </Alert>
  );
}
