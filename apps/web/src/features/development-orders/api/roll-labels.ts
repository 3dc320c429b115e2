import { routePaths } from '@filmlab/api/paths';
import { callRoute } from '../../../lib/api-client';

/**
 * Staff: asks for a received roll's label links and lets the browser download the file (a PNG for a
 * label printer, or the same label as a PDF page). The roll events dashboard links the same route.
 */
export async function downloadRollLabel(rollId: number, format: 'png' | 'pdf'): Promise<void> {
  const label = await callRoute(routePaths.stationTokens.rollLabel, { params: { rollId } });
  const link = document.createElement('a');
  link.href = format === 'png' ? label.pngUrl : label.pdfUrl;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
