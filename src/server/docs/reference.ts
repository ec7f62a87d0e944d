import { escapeHtml } from '../../shared/text';

/** Renders an OpenAPI 3 document as one readable HTML page. */

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}</li>`)
    .join('');
  const body = op.requestBody?.content
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => `<h4>Body: ${escapeHtml(type)}</h4>${c.schema ? json(c.schema) : ''}`)
        .join('')
    : '';
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
      return `<details><summary><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? '')}</summary>${schema ? json(schema) : ''}</details>`;
    })
    .join('');
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code>
<span class="badge">${isPublic ? 'public' : 'admin'}</span></h3>
${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}
<h4>Responses</h4>${responses}</section>`;
}

export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><link rel="stylesheet" href="/api/docs/docs.css"></head>
<body><header><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>
<nav aria-label="Resources">${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' ')}</nav></header>
<main>${tags.map((t) => `<h2 id="${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join('')}`).join('')}</main></body></html>`;
}

export const DOCS_CSS = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2a3147;margin:0;background:#f6f7fb}
header{background:#312e81;color:#fff;padding:24px 32px}header a{color:#c7d2fe}header h1{margin:0 0 8px}
nav a{display:inline-block;margin:8px 12px 0 0}main{max-width:960px;margin:0 auto;padding:16px 32px 64px}
h2{margin-top:40px;text-transform:capitalize;color:#0b1020}.op{background:#fff;border:1px solid #e5e7f0;border-radius:10px;padding:16px 20px;margin:12px 0}
.op h3{margin:0;font-size:17px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.method{font-size:12px;font-weight:700;padding:2px 8px;border-radius:6px;color:#fff;background:#4f46e5}
.method.get{background:#0e7490}.method.delete{background:#b91c1c}.method.put,.method.patch{background:#b45309}
.badge{font-size:12px;border:1px solid #c7d2fe;border-radius:999px;padding:0 8px;color:#4338ca}
pre{background:#0b1020;color:#e0e7ff;padding:12px;border-radius:8px;overflow:auto;font-size:13px}
h4{margin:12px 0 4px;font-size:14px}summary{cursor:pointer}code{font-size:14px}
:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}`;
