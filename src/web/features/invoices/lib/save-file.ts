/**
 * How long a saved file's object URL lives after the click: the browser reads it once the click
 * has returned (Safari and older Firefox later than the others), so it is not revoked at once.
 */
export const REVOKE_AFTER_MS = 40_000;

/** A name without folders: the browser is given a file's name, never a path. */
const baseName = (name: string) => name.split(/[/\\]/).pop()?.trim() ?? '';

/**
 * The file name a `content-disposition` header gives (`attachment; filename="a.csv"`, or
 * `filename*=UTF-8''a%20b.csv`, which wins), or null when it gives none.
 */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      const name = baseName(decodeURIComponent(encoded.trim()));
      if (name) return name;
    } catch {
      // A malformed escape: the plain name, if there is one, will do.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^";\s][^;]*)/i.exec(disposition)?.[1];
  const name = baseName(quoted ?? bare ?? '');
  return name === '' ? null : name;
}

/**
 * Saves a file fetched by the page as a download named `name`: a temporary link to an object URL,
 * clicked, removed, and the URL revoked a little later.
 */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
