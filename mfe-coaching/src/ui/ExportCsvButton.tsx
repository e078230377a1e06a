import type { CSSProperties } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { PlainButton } from '@qube/shared/ui/plain';
import type { ToastMessage } from './Toast';
import { useCsvExport } from './useCsvExport';

/** A partner list's 'Export CSV' (CO-14, CO-19): busy while the file is asked for; the page's toast says how it went. */
export function ExportCsvButton({ download, prefix, failure, notify, disabled, style }: Props) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const { isExporting, exportRows } = useCsvExport(download, prefix, failure, notify);
  return (
    <PlainButton color={primary} style={style} onClick={() => void exportRows()} loading={isExporting} disabled={disabled}>
      Export CSV
    </PlainButton>
  );
}

type Props = {
  /** The filtered rows as CSV, from the API. */
  download: () => Promise<string>;
  /** The file is `{prefix}-YYYY-MM-DD.csv`. */
  prefix: string;
  /** The message when the API sends none. */
  failure: string;
  notify: (type: ToastMessage['type'], text: string) => void;
  disabled: boolean;
  style?: CSSProperties;
};
