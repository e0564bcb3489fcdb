/** The Remind dialog's result in plain words (remind-signer-button.tsx). */

/** "Reminder sent to Ada." */
export function reminderSentText(signerName: string): string {
  return `Reminder sent to ${signerName}.`;
}

/** "You can remind Ada again in 42 minutes." from the server's Retry-After seconds. */
export function remindAgainText(signerName: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You can remind ${signerName} again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`;
}
