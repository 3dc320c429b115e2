import { useState } from 'react';
import { Button } from '../../../ui/button';
import { downloadRollLabel } from '../api/roll-labels';

/** Staff: a received roll's label (its code as a QR code and in text) for the label printer. */
export function RollLabelLinks({ rollId, received }: { rollId: number; received: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (!received) return <span>After receipt</span>;
  const download = (format: 'png' | 'pdf') => {
    setProblem(null);
    downloadRollLabel(rollId, format).catch((error: Error) => setProblem(error.message));
  };
  return (
    <span>
      <Button size="sm" onClick={() => download('png')}>
        Label PNG
      </Button>{' '}
      <Button size="sm" onClick={() => download('pdf')}>
        Label PDF
      </Button>
      {problem && <span role="alert"> {problem}</span>}
    </span>
  );
}
