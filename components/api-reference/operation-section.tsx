import { CodeBlock } from "./code-block";
import { curlExample } from "./curl-example";
import { FieldList } from "./field-list";
import { refName, type OpenApiDocument, type OperationView, type Parameter } from "./openapi-model";
import { constraintsOf, schemaFields, typeLabel, withoutNull } from "./schema-fields";

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PATCH: "bg-amber-100 text-amber-900",
  PUT: "bg-amber-100 text-amber-900",
  DELETE: "bg-red-100 text-red-900",
};

export function MethodBadge({ method }: { method: string }) {
  return <span className={`inline-block rounded px-1.5 py-0.5 font-mono text-xs font-bold ${METHOD_STYLES[method] ?? "bg-slate-100 text-slate-900"}`}>{method}</span>;
}

function ParameterList({ parameters, document, title }: { parameters: Parameter[]; document: OpenApiDocument; title: string }) {
  if (parameters.length === 0) return null;
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <FieldList
        label={title}
        rows={parameters.map((parameter) => {
          const { schema, nullable } = withoutNull(parameter.schema);
          return {
            name: parameter.name,
            type: typeLabel(schema, document),
            required: parameter.required,
            nullable,
            constraints: [...constraintsOf(schema), ...(schema.type === "array" ? constraintsOf((schema.items ?? {}) as Record<string, unknown>).map((rule) => `each: ${rule}`) : [])],
            description: parameter.description ?? null,
            ref: null,
            children: [],
          };
        })}
      />
    </section>
  );
}

/** One operation: method and path, who may call it, parameters, body, answers, errors, curl. */
export function OperationSection({ operation, document }: { operation: OperationView; document: OpenApiDocument }) {
  const headingId = `${operation.anchor}-title`;
  return (
    <article id={operation.anchor} aria-labelledby={headingId} className="scroll-mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <header className="space-y-1">
        <h3 id={headingId} className="flex items-baseline gap-2 text-base font-semibold text-slate-900">
          <MethodBadge method={operation.method} />
          <code className="min-w-0 [overflow-wrap:anywhere] font-mono">{operation.path}</code>
          <a href={`#${operation.anchor}`} className="text-sm font-normal text-indigo-700 underline" aria-label={`Link to ${operation.method} ${operation.path}`}>
            #
          </a>
        </h3>
        <p className="text-sm text-slate-800">{operation.summary}</p>
        <p className="text-xs text-slate-600">
          Operation id <code className="font-mono">{operation.id}</code>
        </p>
      </header>

      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-semibold text-slate-900">Who may call</dt>
        <dd className="text-slate-800">
          {operation.callers} <span className="text-slate-600">(access: {operation.access})</span>
        </dd>
        {operation.throttleNote && (
          <>
            <dt className="font-semibold text-slate-900">Throttle</dt>
            <dd className="text-slate-800">{operation.throttleNote}</dd>
          </>
        )}
      </dl>

      <ParameterList title="Path parameters" parameters={operation.parameters.filter((parameter) => parameter.in === "path")} document={document} />
      <ParameterList title="Query parameters" parameters={operation.parameters.filter((parameter) => parameter.in === "query")} document={document} />

      {operation.body && (
        <section className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">Request body (application/json, {operation.body.required ? "required" : "optional"})</h4>
          <FieldList label="Request body fields" rows={schemaFields(operation.body.schema, document)} />
        </section>
      )}

      <section className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900">Success</h4>
        {operation.success.map((success) => (
          <div key={success.status} className="space-y-2">
            <p className="text-sm text-slate-800">
              <strong className="font-mono">{success.status}</strong> {success.description}
              {success.mediaType === "application/json" && success.data && (
                <>
                  {" "}
                  — <code className="font-mono">data</code> is{" "}
                  {refName(success.data) ? (
                    <a className="font-mono text-indigo-700 underline" href={`#schema-${refName(success.data)}`}>
                      {refName(success.data)}
                    </a>
                  ) : (
                    <code className="font-mono">{typeLabel(success.data, document)}</code>
                  )}
                </>
              )}
              {success.mediaType && success.mediaType !== "application/json" && (
                <>
                  {" "}
                  — the raw <code className="font-mono">{success.mediaType}</code> bytes, no envelope
                </>
              )}
              {!success.mediaType && " — no body"}
            </p>
            {success.data && !refName(success.data) && (
              <details className="rounded-md border border-slate-200 bg-white p-2">
                <summary className="cursor-pointer text-sm font-medium text-indigo-800">
                  Fields of <code className="font-mono">data</code>
                </summary>
                <div className="mt-2">
                  <FieldList label={`Response fields of ${operation.method} ${operation.path}`} rows={schemaFields(success.data, document, { expandRefs: false })} answer />
                </div>
              </details>
            )}
          </div>
        ))}
      </section>

      <section className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900">Errors</h4>
        <ul className="space-y-1 text-sm text-slate-800">
          {operation.errors.map((error) => (
            <li key={error.status} className="break-words">
              <strong className="font-mono">{error.status}</strong> {error.description.split(";")[0]}
              {error.codes.length > 0 && (
                <>
                  {" — "}
                  {error.codes.map((code, index) => (
                    <span key={code}>
                      {index > 0 && ", "}
                      <code className="font-mono">{code}</code>
                    </span>
                  ))}
                </>
              )}
              {error.status === "400" && (
                <span className="text-slate-600">
                  {" "}
                  — validation: <code className="font-mono">message</code> is an array, one sentence per violated rule
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <CodeBlock label={`curl: ${operation.method} ${operation.path}`} code={curlExample(operation, document)} />
    </article>
  );
}
