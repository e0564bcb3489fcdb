"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { describedBy } from "@/components/dashboard/forms/field-errors";
import { labelledZodResolver } from "@/components/dashboard/forms/labelled-resolver";
import { ServerErrorAlert } from "@/components/dashboard/forms/server-error-alert";
import { appCodeOf, placeServerError } from "@/components/dashboard/forms/server-error-messages";
import { setServerFieldErrors } from "@/components/dashboard/forms/set-server-field-errors";
import { PLAN_NAMES } from "@/components/dashboard/organization-labels";
import { ChoiceCards } from "@/components/dashboard/processes/new/choice-cards";
import { MAIL_TRANSPORT_WORDS } from "@/components/dashboard/settings/mail-transport-words";
import { TestEmailButton } from "@/components/dashboard/settings/test-email-button";
import { useTRPC } from "@/components/providers/trpc";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LANGUAGE_NAMES, LANGUAGES } from "@/lib/languages";
import { PLANS, type Plan } from "@/lib/plans";
import { firstRunSetupSchema, type FirstRunSetupInput } from "@/lib/schemas/organizations";
import { planSummary } from "./plan-summary";
import { useSignInAfter } from "./use-sign-in-after";

const LABELS = {
  organizationName: "Organization name",
  defaultLanguage: "Default language",
  name: "Your name",
  email: "Email",
  password: "Password",
  plan: "Plan of this organization",
} as const satisfies Record<keyof FirstRunSetupInput, string>;

const DEFAULTS: FirstRunSetupInput = { organizationName: "", defaultLanguage: "en", name: "", email: "", password: "" };

type Installation = "own" | "hosted";

/**
 * First-run setup: creates the organization and its owner, then signs the owner in. On the
 * operator's own installation no plan is sent and the server gives `defaultPlan` (DEFAULT_PLAN);
 * a hosted service that sells plans picks this first organization's, Free unless changed. With
 * a mail server or Resend set up, a last step offers a test email before the dashboard.
 */
export function SetupForm({ defaultPlan, mailTransport }: { defaultPlan: Plan; mailTransport: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const complete = useMutation(trpc.setup.complete.mutationOptions());
  const form = useForm<FirstRunSetupInput, unknown, z.output<typeof firstRunSetupSchema>>({
    resolver: labelledZodResolver(firstRunSetupSchema, LABELS),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const plan = useWatch({ control: form.control, name: "plan" });
  const installation: Installation = plan === undefined ? "own" : "hosted";
  const after = useSignInAfter();
  const [checkingEmail, setCheckingEmail] = useState(false);

  const submit = form.handleSubmit(async (input) => {
    try {
      await complete.mutateAsync(input);
    } catch (error) {
      setServerFieldErrors(form.setError, placeServerError(error, LABELS).fields);
      return; // the rest is shown from complete.error
    }
    // Note: the schema's output, so the email is the lowercased one the account was created with.
    if (!(await after.signInWith(input.email, input.password))) return;
    // With a real mail transport, first prove that email reaches people, while the operator is here.
    if (mailTransport !== "outbox") {
      after.settle();
      setCheckingEmail(true);
      return;
    }
    router.replace("/dashboard");
  });

  if (checkingEmail) {
    return (
      <section aria-labelledby="check-email-title" className="space-y-4">
        <Alert tone="success">Your organization is ready, and you are signed in.</Alert>
        <h2 id="check-email-title" className="text-lg font-semibold">
          Check that email arrives
        </h2>
        <p className="text-sm text-slate-600">
          {MAIL_TRANSPORT_WORDS[mailTransport]} Send yourself a test email to see what the mail server answers, before signers rely on it.
        </p>
        <TestEmailButton />
        <Link href="/dashboard" className="block font-medium text-indigo-700 underline underline-offset-2">
          Continue to the dashboard
        </Link>
      </section>
    );
  }

  if (after.failed) {
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
  const pending = complete.isPending || after.signingIn;

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
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
          <ServerErrorAlert messages={placeServerError(complete.error, LABELS).form} />
        ))}

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Organization</legend>
        <Field id="organizationName" label={LABELS.organizationName} error={errors.organizationName?.message}>
          <Input
            id="organizationName"
            {...form.register("organizationName")}
            autoComplete="organization"
            required
            maxLength={200}
            {...describedBy("organizationName", errors.organizationName?.message)}
          />
        </Field>
        <Field
          id="defaultLanguage"
          label={LABELS.defaultLanguage}
          help="Used for signing pages and emails unless a process says otherwise."
          error={errors.defaultLanguage?.message}
        >
          <Select id="defaultLanguage" {...form.register("defaultLanguage")} {...describedBy("defaultLanguage", errors.defaultLanguage?.message, true)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <ChoiceCards<Installation>
        name="installation"
        stacked
        legend="Who is this installation for?"
        value={installation}
        onChange={(value) => form.setValue("plan", value === "hosted" ? "FREE" : undefined)}
        choices={[
          {
            value: "own",
            title: "My own organization",
            description: `No plan to buy: it gets the ${PLAN_NAMES[defaultPlan]} plan, ${planSummary(defaultPlan)}`,
          },
          {
            value: "hosted",
            title: "Customers I sell plans to",
            description: "Each organization works within its plan's limits. Choose this first organization's plan below.",
          },
        ]}
      />
      {plan !== undefined && (
        <div className="space-y-2">
          <ChoiceCards<Plan>
            name="plan"
            stacked
            legend={LABELS.plan}
            value={plan}
            onChange={(value) => form.setValue("plan", value)}
            choices={PLANS.map((value) => ({ value, title: PLAN_NAMES[value], description: planSummary(value) }))}
          />
          <p className="text-xs text-slate-600">You can change any organization&apos;s plan later, under Settings.</p>
        </div>
      )}

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold uppercase tracking-wide text-slate-500">Your account</legend>
        <Field id="name" label={LABELS.name} error={errors.name?.message}>
          <Input id="name" autoComplete="name" required maxLength={200} {...form.register("name")} {...describedBy("name", errors.name?.message)} />
        </Field>
        <Field id="email" label={LABELS.email} error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            {...form.register("email", { setValueAs: (value: unknown) => String(value ?? "").trim() })}
            {...describedBy("email", errors.email?.message)}
          />
        </Field>
        <Field id="password" label={LABELS.password} help="At least 10 characters." error={errors.password?.message}>
          <Input
            id="password"
            {...form.register("password")}
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            {...describedBy("password", errors.password?.message, true)}
          />
        </Field>
      </fieldset>

      <Button type="submit" className="w-full" disabled={pending}>
        {after.signingIn ? "Signing you in…" : complete.isPending ? "Setting up…" : "Create organization"}
      </Button>
    </form>
  );
}
