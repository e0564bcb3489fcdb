"use client";

import { useMutation } from "@tanstack/react-query";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { describedBy, fieldErrorsOf, type FieldErrors } from "@/components/dashboard/forms/field-errors";
import { ServerErrorAlert } from "@/components/dashboard/forms/server-error-alert";
import { appCodeOf, serverErrorMessages } from "@/components/dashboard/forms/server-error-messages";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LANGUAGE_NAMES, LANGUAGES } from "@/lib/languages";
import { firstRunSetupSchema, type FirstRunSetupInput } from "@/lib/schemas/organizations";

type SetupField = keyof FirstRunSetupInput;

const LABELS: Record<SetupField, string> = {
  organizationName: "Organization name",
  defaultLanguage: "Default language",
  name: "Your name",
  email: "Email",
  password: "Password",
};

function readForm(form: HTMLFormElement): FirstRunSetupInput {
  const data = new FormData(form);
  const text = (field: SetupField) => String(data.get(field) ?? "");
  return {
    organizationName: text("organizationName"),
    defaultLanguage: text("defaultLanguage") as FirstRunSetupInput["defaultLanguage"],
    name: text("name"),
    email: text("email").trim(),
    password: text("password"),
  };
}

/** First-run setup: creates the organization and its owner, then signs the owner in. */
export function SetupForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const complete = useMutation(trpc.setup.complete.mutationOptions());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<SetupField>>({});
  const [signInFailed, setSignInFailed] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readForm(event.currentTarget);
    const parsed = firstRunSetupSchema.safeParse(input);
    setFieldErrors(parsed.success ? {} : fieldErrorsOf(parsed.error, LABELS));
    if (!parsed.success) return;

    try {
      await complete.mutateAsync(input);
    } catch {
      return; // shown from complete.error
    }
    setRedirecting(true);
    const result = await signIn("credentials", { email: input.email, password: input.password, redirect: false }).catch(
      () => undefined,
    );
    if (!result || result.error) {
      setRedirecting(false);
      setSignInFailed(true);
      return;
    }
    router.replace("/dashboard");
  }

  if (signInFailed) {
    return (
      <Alert tone="success">
        Your organization is ready, but signing you in did not work.{" "}
        <Link href="/login" className="font-medium underline">
          Sign in with your new account
        </Link>
        .
      </Alert>
    );
  }

  const alreadySetUp = appCodeOf(complete.error) === "SETUP_ALREADY_COMPLETED";
  const pending = complete.isPending || redirecting;

  return (
    <form onSubmit={handleSubmit} className="space-y-6" noValidate>
      {complete.error &&
        (alreadySetUp ? (
          <Alert tone="error">
            Signet is set up already.{" "}
            <Link href="/login" className="font-medium underline">
              Sign in instead
            </Link>
            .
          </Alert>
        ) : (
          <ServerErrorAlert messages={serverErrorMessages(complete.error)} />
        ))}

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Organization</legend>
        <Field id="organizationName" label={LABELS.organizationName} error={fieldErrors.organizationName}>
          <Input
            id="organizationName"
            name="organizationName"
            autoComplete="organization"
            required
            maxLength={200}
            {...describedBy("organizationName", fieldErrors.organizationName)}
          />
        </Field>
        <Field
          id="defaultLanguage"
          label={LABELS.defaultLanguage}
          help="Used for signing pages and emails unless a process says otherwise."
          error={fieldErrors.defaultLanguage}
        >
          <Select id="defaultLanguage" name="defaultLanguage" defaultValue="en" {...describedBy("defaultLanguage", fieldErrors.defaultLanguage, true)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Your account</legend>
        <Field id="name" label={LABELS.name} error={fieldErrors.name}>
          <Input id="name" name="name" autoComplete="name" required maxLength={200} {...describedBy("name", fieldErrors.name)} />
        </Field>
        <Field id="email" label={LABELS.email} error={fieldErrors.email}>
          <Input id="email" name="email" type="email" autoComplete="email" required {...describedBy("email", fieldErrors.email)} />
        </Field>
        <Field id="password" label={LABELS.password} help="At least 10 characters." error={fieldErrors.password}>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            {...describedBy("password", fieldErrors.password, true)}
          />
        </Field>
      </fieldset>

      <Button type="submit" className="w-full" disabled={pending}>
        {redirecting ? "Signing you in…" : complete.isPending ? "Setting up…" : "Create organization"}
      </Button>
    </form>
  );
}
