// download.ts: a saved game handed to the browser as a file download.
import { exportSave } from '../../store/saveStorage';
import type { SaveFile } from '../../store/saves';

export function downloadSave(file: SaveFile): void {
  const { fileName, blob } = exportSave(file);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
