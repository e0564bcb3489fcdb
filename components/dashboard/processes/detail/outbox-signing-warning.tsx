import Link from "next/link";

/**
 * On a process whose signers prove themselves with a texted code: while email or texts land in
 * the outbox instead of being sent, the code proves nothing, because whoever reads the outbox
 * (the sender included) has every link and code. Said plainly, where the sender looks.
 */
export function OutboxSigningWarning({ emailInOutbox, smsInOutbox }: { emailInOutbox: boolean; smsInOutbox: boolean }) {
  if (!emailInOutbox && !smsInOutbox) return null;
  const what = emailInOutbox && smsInOutbox ? "signing links and text-message codes" : emailInOutbox ? "signing links" : "text-message codes";
  return (
    <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">The text-message check does not protect this process yet.</p>
      <p className="mt-1">
        No {emailInOutbox && smsInOutbox ? "email or text-message provider is" : emailInOutbox ? "email provider is" : "text-message provider is"} set
        up, so the {what} are kept in the{" "}
        <Link href="/outbox" className="font-medium underline underline-offset-2">
          outbox
        </Link>{" "}
        instead of being sent. Anyone who can read the outbox, you included, could sign in place of these signers. Use this for
        trying Signet out, not for real signatures.
      </p>
    </div>
  );
}
