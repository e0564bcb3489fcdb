"use client";

import { Button } from "@/components/ui/button";

/** Names the HTML uses that the panel does not list yet, each with a button that adds it. */
export function FoundInHtml({ id, title, names, addLabel, onAdd }: { id: string; title: string; names: string[]; addLabel: string; onAdd: (name: string) => void }) {
  if (names.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={id} className="font-medium">
        {title}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <Button variant="secondary" size="sm" onClick={() => onAdd(name)} aria-label={`${addLabel} ${name}`} className="font-mono">
              + {name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
