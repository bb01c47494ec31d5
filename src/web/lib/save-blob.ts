/** Saves a blob under a name through a temporary object URL and an <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
