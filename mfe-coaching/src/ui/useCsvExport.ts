import { useState } from 'react';
import dayjs from 'dayjs';
import { downloadFile } from './downloadFile';
import type { ToastMessage } from './Toast';
import { messageOf } from './useLoad';

/**
 * The 'Export CSV' button's work for a partner list (CO-14, CO-19): asks the API for the filtered rows as CSV, downloads
 * it as `{prefix}-YYYY-MM-DD.csv` and says so through `notify` (the page's toast), or shows the API's message (else
 * `failure`). `isExporting` drives the button's spinner.
 */
export function useCsvExport(download: () => Promise<string>, prefix: string, failure: string, notify: (type: ToastMessage['type'], text: string) => void) {
  const [isExporting, setIsExporting] = useState(false);
  async function exportRows() {
    setIsExporting(true);
    try {
      const csv = await download();
      downloadFile(`${prefix}-${dayjs().format('YYYY-MM-DD')}.csv`, csv);
      notify('success', 'Your export is downloading.');
    } catch (error) {
      notify('error', messageOf(error) ?? failure);
    } finally {
      setIsExporting(false);
    }
  }
  return { isExporting, exportRows };
}
