import { Alert } from "@/components/ui/alert";
import { LinkButton } from "@/components/dashboard/processes/header-links";

/** Why no signing can start from this template (archived or not published), and what to do. */
export function TemplateNotUsable({ template, canWrite }: { template: { id: string; status: string }; canWrite: boolean }) {
  return (
    <div className="space-y-4">
      <Alert tone="info">
        {template.status === "ARCHIVED" ? (
          <p>
            This template is archived, so no new signings start from it.{" "}
            {canWrite ? "Unarchive it in the library to use it again." : "Ask an owner or admin to unarchive it."}
          </p>
        ) : (
          <p>
            This template is not published yet, so no signing can start from it.{" "}
            {canWrite ? "Publish it first." : "Ask an owner or admin to publish it."}
          </p>
        )}
      </Alert>
      {canWrite && template.status !== "ARCHIVED" && (
        <LinkButton href={`/templates/${template.id}/edit`} variant="secondary">
          Open the editor
        </LinkButton>
      )}
    </div>
  );
}
