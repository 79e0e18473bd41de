/** Saves text as a file download in the browser (a blob URL: the token stays in the fetch's header). */
export function download(text: string, fileName: string, type = 'text/csv'): void {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
