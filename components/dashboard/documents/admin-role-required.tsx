import { Alert } from "@/components/ui/alert";

/** What a MEMBER sees instead of the documents (the procedures answer INSUFFICIENT_ROLE). */
export function DocumentsAdminRoleRequired() {
  return (
    <Alert tone="info">
      <p className="font-medium">Uploading and viewing documents needs the ADMIN role.</p>
      <p className="mt-1">Your account is a member of this organization. Ask an owner or admin to upload the PDF or to change your role.</p>
    </Alert>
  );
}
