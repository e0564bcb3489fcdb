"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTRPC } from "@/components/providers/trpc";
import { QueryError } from "@/components/dashboard/forms/query-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MAX_SEAL_FILE_BYTES } from "@/lib/schemas/seals";
import type { OrganizationSealSettings } from "@/server/services/seals/organization-seal";
import { ConfirmDialog } from "../../confirm-dialog";
import { ServerErrorAlert } from "../../forms/server-error-alert";
import { serverErrorMessages } from "../../forms/server-error-messages";

type SealInfo = NonNullable<OrganizationSealSettings["installation"]>;

const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Settings, "Document seal": whose seal the organization's signed PDFs carry, and its own (owners and admins). */
export function SealSettings() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.seals.settings.queryOptions());
  return (
    <Card>
      <CardHeader
        title="Document seal"
        description="Every signed document and completion certificate is sealed, so that anyone can check it has not been changed. Your organization can seal with its own certificate instead of this installation's."
      />
      {settings.isPending ? (
        <p role="status" className="text-sm text-slate-600">Loading the document seal…</p>
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SealDetails settings={settings.data} />
      )}
    </Card>
  );
}

function SealDetails({ settings }: { settings: OrganizationSealSettings }) {
  const inUse = settings.inUse === "organization" ? settings.own : settings.installation;
  return (
    <div className="space-y-6">
      <section aria-labelledby="seal-in-use-title" className="space-y-3">
        <h3 id="seal-in-use-title" className="font-medium text-slate-900">
          {settings.inUse === "organization" ? "Your documents are sealed with your organization's own seal" : "Your documents are sealed with this installation's seal"}
        </h3>
        {inUse ? <SealFacts seal={inUse} /> : <p className="text-sm text-slate-600">{"The installation's seal could not be read. Ask whoever runs Signet to check its seal certificate."}</p>}
        {inUse && <SealWarnings seal={inUse} own={settings.inUse === "organization"} />}
        {settings.own && <p className="text-sm text-slate-600">Uploaded {settings.own.uploadedByName ? `by ${settings.own.uploadedByName} ` : ""}on {day(settings.own.uploadedAt)}.</p>}
      </section>
      <TimestampFacts authority={settings.timestampAuthority} />
      <SealUploadForm settings={settings} />
    </div>
  );
}

function SealFacts({ seal }: { seal: SealInfo }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-slate-600">Sealed in the name of</dt>
      <dd className="break-words text-slate-900" title={seal.subject}>{seal.name}</dd>
      <dt className="text-slate-600">Issued by</dt>
      <dd className="break-words text-slate-900" title={seal.issuer}>
        {seal.selfSigned ? "Itself (a self-signed seal)" : seal.issuerName}
      </dd>
      <dt className="text-slate-600">Valid until</dt>
      <dd className="text-slate-900">{day(seal.notAfter)}</dd>
      <dt className="text-slate-600">Key</dt>
      <dd className="text-slate-900">{seal.keyDescription}</dd>
      <dt className="text-slate-600">Fingerprint (SHA-256)</dt>
      <dd className="break-all font-mono text-xs text-slate-900">{seal.fingerprintSha256}</dd>
    </dl>
  );
}

/** Whether seals carry a trusted time and stay checkable after the seal's certificate expires. */
function TimestampFacts({ authority }: { authority: string | null }) {
  return (
    <section aria-labelledby="seal-time-title" className="space-y-2 text-sm">
      <h3 id="seal-time-title" className="font-medium text-slate-900">
        Time of sealing
      </h3>
      {authority ? (
        <p className="text-slate-600">
          Each seal carries a time-stamp from {authority}, and the documents hold what is needed to check the seal for years to come (long-term validation).
        </p>
      ) : (
        <Warning>
          No time-stamp server is set, so the time in each seal is this server&apos;s own clock, and a seal can no longer be checked once its certificate expires. Whoever runs Signet can set a
          time-stamp server with the TSA_URL setting (see Operations in the documentation).
        </Warning>
      )}
    </section>
  );
}

/** A lasting warning, not an event: no alert role, so screen readers do not announce it on every visit. */
function Warning({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{children}</p>;
}

function SealWarnings({ seal, own }: { seal: SealInfo; own: boolean }) {
  const renew = own ? "Upload a new seal before then." : "Ask whoever runs Signet to renew it, or upload your organization's own seal.";
  return (
    <>
      {seal.selfSigned && (
        <Warning>
          This seal is self-signed: readers such as Adobe Acrobat will show the seal as not trusted, even though the document is unchanged. A seal certificate from a provider that PDF
          readers trust (on the Adobe Approved Trust List or the EU Trusted Lists) avoids that: upload it below as a PKCS#12 file.
        </Warning>
      )}
      {seal.expiry === "expired" && (
        <Warning>
          This seal expired on {day(seal.notAfter)}. Documents sealed now show an expired seal. {own ? "Upload a new seal." : "Ask whoever runs Signet to renew it, or upload your organization's own seal."}
        </Warning>
      )}
      {seal.expiry === "expiresSoon" && (
        <Warning>
          This seal expires on {day(seal.notAfter)}. {renew}
        </Warning>
      )}
    </>
  );
}

/** Reads the chosen file as base64, without the data URL's prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

function SealUploadForm({ settings }: { settings: OrganizationSealSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [password, setPassword] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const saved = (next: OrganizationSealSettings) => queryClient.setQueryData(trpc.seals.settings.queryKey(), next);
  const upload = useMutation(
    trpc.seals.upload.mutationOptions({
      onSuccess(next) {
        saved(next);
        setPassword("");
        setFile(null);
        setFileInputKey((key) => key + 1);
      },
    }),
  );
  const remove = useMutation(
    trpc.seals.remove.mutationOptions({
      onSuccess(next) {
        saved(next);
        upload.reset();
        setConfirmingRemoval(false);
      },
    }),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFileError(null);
    remove.reset();
    if (!file) return setFileError("Choose the seal file (.p12 or .pfx).");
    if (file.size > MAX_SEAL_FILE_BYTES) return setFileError("This file is larger than 64 KB; a seal file is a few kilobytes. Check that it is the right file.");
    try {
      upload.mutate({ p12Base64: await readAsBase64(file), password });
    } catch {
      setFileError("The file could not be read. Choose it again.");
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-labelledby="seal-upload-title">
      <h3 id="seal-upload-title" className="font-medium text-slate-900">
        {settings.own ? "Replace your organization's seal" : "Use your organization's own seal"}
      </h3>
      <p className="text-sm text-slate-600">
        A seal file (.p12 or .pfx) from your certificate provider, with its private key and password. Signet checks that the password opens it, that its key belongs to its certificate, and that the certificate is valid today and may sign documents. It is stored encrypted and never shown again.
      </p>
      {upload.isSuccess && <Alert tone="success">{"Your organization's seal is saved. Documents finished from now on carry it."}</Alert>}
      {remove.isSuccess && <Alert tone="success">{"Your organization's seal is removed. Documents finished from now on carry this installation's seal."}</Alert>}
      <ServerErrorAlert messages={fileError ? [fileError] : upload.error ? serverErrorMessages(upload.error) : []} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id="seal-file" label="Seal file" help="A .p12 or .pfx file.">
          <Input
            key={fileInputKey}
            id="seal-file"
            aria-describedby="seal-file-help"
            type="file"
            accept=".p12,.pfx,application/x-pkcs12"
            onChange={(event) => {
              setFileError(null);
              setFile(event.target.files?.[0] ?? null);
            }}
          />
        </Field>
        <Field id="seal-password" label="Password of the seal file">
          <Input id="seal-password" type="password" autoComplete="off" maxLength={1000} value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? "Checking the seal…" : settings.own ? "Replace the seal" : "Upload the seal"}
        </Button>
        {settings.own && (
          <Button type="button" variant="secondary" onClick={() => setConfirmingRemoval(true)}>
            {"Remove your organization's seal"}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRemoval}
        onOpenChange={(open) => {
          setConfirmingRemoval(open);
          if (!open) remove.reset();
        }}
        title="Remove your organization's seal?"
        description="Documents finished from now on are sealed with this installation's seal. Documents sealed before keep your seal. To use your seal again, upload the file again."
        confirmLabel={remove.isPending ? "Removing…" : "Remove"}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        error={remove.error && <p role="alert" className="text-sm text-red-700">{serverErrorMessages(remove.error).join(" ")}</p>}
      />
    </form>
  );
}
