import { Alert } from "@/components/ui/alert";

/** What a MEMBER sees instead of an admin-only part of the processes pages. */
export function AdminRoleRequiredForProcesses({ action }: { action: string }) {
  return (
    <Alert tone="info">
      <p className="font-medium">{action} needs the ADMIN role.</p>
      <p className="mt-1">Your account is a member of this organization. Ask an owner or admin to do it, or to change your role.</p>
    </Alert>
  );
}
