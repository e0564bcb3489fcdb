import type { WebhookEventType } from "@/server/services/webhooks/webhook-events";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_OPTIONS } from "./webhook-event-options";

/** The events an endpoint receives, as a group of checkboxes with what each event means. */
export function EventCheckboxes({
  idPrefix,
  selected,
  onChange,
  error,
}: {
  idPrefix: string;
  selected: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}) {
  const toggle = (type: WebhookEventType, checked: boolean) =>
    onChange(WEBHOOK_EVENT_OPTIONS.map((option) => option.type).filter((candidate) => (candidate === type ? checked : selected.includes(candidate))));
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-events-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">Events</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_OPTIONS.map((option) => {
          const id = `${idPrefix}-event-${option.type}`;
          return (
            <li key={option.type} className="flex items-start gap-2">
              <input
                id={id}
                type="checkbox"
                className="mt-1 h-4 w-4 rounded border-slate-300"
                checked={selected.includes(option.type)}
                onChange={(event) => toggle(option.type, event.currentTarget.checked)}
              />
              <label htmlFor={id} className="text-sm">
                <span className="font-medium text-slate-900">{WEBHOOK_EVENT_LABELS[option.type]}</span>
                <span className="block text-xs text-slate-600">{option.description}</span>
                <span className="block font-mono text-xs text-slate-500">{option.type}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={`${idPrefix}-events-error`} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
