/** A multipart body from plain values; undefined and null are left out, arrays and objects go as JSON. */
export function toFormData(values: Record<string, unknown>, files: Record<string, File | null | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
}
