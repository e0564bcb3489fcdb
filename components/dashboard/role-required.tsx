import { Alert } from "@/components/ui/alert";

/**
 * What a member sees instead of an admin-only part of the dashboard (the pages check the role;
 * the procedures answer INSUFFICIENT_ROLE when a page could not know in advance).
 */
export function RoleRequired({ action }: { /** What needs the role, as a sentence's subject: "Managing webhooks". */ action: string }) {
  return (
    <Alert tone="info">
      <p className="font-medium">{action} needs the admin role.</p>
      <p className="mt-1">Your account is a member of this organization. Ask an owner or admin to do it for you, or to change your role.</p>
    </Alert>
  );
}
