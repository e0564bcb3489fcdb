import type { ReactNode } from "react";

/** The frame of the signed-out pages: the product name, a heading and one centred card. */
export function AuthPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-xl font-bold tracking-tight text-indigo-700">Signet</p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}
