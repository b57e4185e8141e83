// Saves text as a file the browser downloads: the business CSV template and reports (written with
// the domain's Csv rule, so no cell runs as a formula in a spreadsheet) and a person's data
// (/your-data, the domain's PersonalData).
import { Csv } from "@cabline/domain";

export function downloadText(fileName: string, text: string, mediaType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mediaType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(fileName: string, text: string): void {
  downloadText(fileName, text, Csv.mediaType);
}
