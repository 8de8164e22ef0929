/**
 * A small, dependency-free API browser: the app's CSP allows only its own scripts, so the page
 * renders /api/openapi.json with an inline-free script served from /api/docs.js.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Roost API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:24px} details{background:#fff;border:1px solid #e7e5e4;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace} .m{display:inline-block;min-width:60px;font-weight:700}
pre{background:#f5f5f4;padding:8px;overflow:auto;font-size:12px}
</style>
</head>
<body><main><h1>Roost API</h1><p>Generated from the server's zod schemas. Raw document: <a href="/api/openapi.json">/api/openapi.json</a></p><div id="ops">Loading…</div></main>
<script src="/api/docs.js"></script>
</body></html>`;
}

export const docsScript = `
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  const ops=document.getElementById('ops'); ops.textContent='';
  for (const [p, methods] of Object.entries(doc.paths||{})) for (const [m, op] of Object.entries(methods)) {
    const d=document.createElement('details'); const s=document.createElement('summary');
    const b=document.createElement('span'); b.className='m'; b.textContent=m.toUpperCase();
    s.append(b, ' ', p, op.summary ? ' — '+op.summary : ''); d.append(s);
    const pre=document.createElement('pre'); pre.textContent=JSON.stringify({parameters:op.parameters, requestBody:op.requestBody, responses:op.responses}, null, 2);
    d.append(pre); ops.append(d);
  }
});`;
