// Saves text as a file the browser downloads (the template and the reports are CSV written with
// the domain's Csv rule, so no cell runs as a formula in a spreadsheet).
import { Csv } from "@cabline/domain";

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: Csv.mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
