import { Alert } from "@/components/ui/alert";

/** What a MEMBER sees instead of the key manager (the procedures answer INSUFFICIENT_ROLE). */
export function AdminRoleRequired() {
  return (
    <Alert tone="info">
      <p className="font-medium">Managing API keys needs the ADMIN role.</p>
      <p className="mt-1">Your account is a member of this organization. Ask an owner or admin to create a key for you or to change your role.</p>
    </Alert>
  );
}
