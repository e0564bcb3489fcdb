"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { roleKeyFromLabel, type EditorRole } from "./template-draft";

const LABEL = "block text-xs font-medium text-slate-700";

/**
 * The template's signer roles, in the order they sign: a label, the key integrators send
 * (made from the label until the author types their own), up and down, remove.
 */
export function RolesPanel({
  roles,
  onChange,
  newId,
}: {
  roles: EditorRole[];
  onChange: (roles: EditorRole[]) => void;
  newId: () => string;
}) {
  const keysBut = (id: string) => roles.filter((role) => role.id !== id).map((role) => role.key);
  const change = (id: string, changes: Partial<EditorRole>) => onChange(roles.map((role) => (role.id === id ? { ...role, ...changes } : role)));
  const move = (index: number, by: number) => {
    const next = [...roles];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  function add() {
    const label = `Signer ${roles.length + 1}`;
    onChange([...roles, { id: newId(), label, key: roleKeyFromLabel(label, roles.map((role) => role.key)), keyEdited: false }]);
  }

  return (
    <section aria-labelledby="roles-title" className="space-y-3">
      <div>
        <h2 id="roles-title" className="text-base font-semibold text-slate-900">
          Signer roles
        </h2>
        <p className="text-sm text-slate-600">Who signs, in this order. Whoever starts a signing names a person for each role.</p>
      </div>
      {roles.length === 0 && <p className="text-sm text-slate-700">No roles yet. Add the first one; every role needs a Signature field.</p>}
      <ol className="space-y-3">
        {roles.map((role, index) => (
          <li key={role.id} className="rounded-md border border-slate-200 bg-white p-3">
            {/* A fieldset is as wide as its widest content unless told otherwise. */}
            <fieldset className="min-w-0">
              <legend className="text-sm font-medium text-slate-900">
                Role {index + 1} <span className="font-normal text-slate-600">(signs {index === 0 ? "first" : `as number ${index + 1}`})</span>
              </legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${role.id}-label`} className={LABEL}>
                    Label
                  </label>
                  <Input
                    id={`${role.id}-label`}
                    value={role.label}
                    maxLength={200}
                    onChange={(event) => {
                      const label = event.target.value;
                      change(role.id, role.keyEdited ? { label } : { label, key: roleKeyFromLabel(label, keysBut(role.id)) });
                    }}
                    className="mt-1 h-9"
                  />
                </div>
                <div>
                  <label htmlFor={`${role.id}-key`} className={LABEL}>
                    Key (for the API)
                  </label>
                  <Input
                    id={`${role.id}-key`}
                    value={role.key}
                    maxLength={50}
                    spellCheck={false}
                    autoComplete="off"
                    onChange={(event) => change(role.id, { key: event.target.value, keyEdited: true })}
                    className="mt-1 h-9 font-mono"
                  />
                </div>
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${role.label || `role ${index + 1}`} up`}>
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === roles.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${role.label || `role ${index + 1}`} down`}
                >
                  Down
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onChange(roles.filter((other) => other.id !== role.id))}
                  aria-label={`Remove ${role.label || `role ${index + 1}`}`}
                >
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={add}>
        Add role
      </Button>
    </section>
  );
}
