import { useMutation } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { attachmentName, saveFile } from '../lib/save-file';

type Period = { from: IsoDate; to: IsoDate };

/**
 * GET /api/admin/invoices/export.datev.csv for a period: the booking batch and the name the
 * server gives it, or the server's refusal as an ApiError (DATEV_ACCOUNT_MISSING, BAD_PERIOD).
 */
export async function fetchDatevExport({ from, to }: Period): Promise<{ file: Blob; name: string }> {
  let disposition: string | null = null;
  const file = await unwrap(
    api
      .GET('/api/admin/invoices/export.datev.csv', { params: { query: { from, to } }, parseAs: 'blob' })
      .then((answer) => {
        disposition = answer.response.headers.get('content-disposition');
        return answer;
      }),
  );
  return { file, name: attachmentName(disposition) ?? `EXTF_Buchungsstapel_${from}_${to}.csv` };
}

/**
 * The DATEV export, fetched before it is saved: the server may refuse it, and a plain link would
 * save its refusal as the file. The refusal stays in `error`, for the period in `variables`.
 */
export function useDatevExport() {
  return useMutation({
    mutationFn: async (period: Period) => {
      const { file, name } = await fetchDatevExport(period);
      saveFile(file, name);
    },
  });
}
