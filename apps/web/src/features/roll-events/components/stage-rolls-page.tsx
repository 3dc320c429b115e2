import type { StageRoll } from '@filmlab/api';
import { nextRollEvent, type RollStage } from '@filmlab/domain';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Skeleton } from '../../../ui/skeleton';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useMoveRolls, useStageRolls } from '../api/roll-events';
import { STAGE_WORDS, stageOfSlug } from './stage-words';
import pageStyles from '../../../ui/page.module.css';
import styles from './roll-events.module.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/roll-events-dashboard/{event}: the rolls at one stage; a station selects them and moves them on. */
export function StageRollsPage() {
  const stage = stageOfSlug(useParams().event);
  if (!stage) return <Navigate to="/admin/roll-events-dashboard" replace />;
  return <StageRolls key={stage} stage={stage} />;
}

function StageRolls({ stage }: { stage: RollStage }) {
  const words = STAGE_WORDS[stage];
  useDocumentTitle(`Admin · ${words.stage}`);
  const list = useStageRolls(stage);
  const next = nextRollEvent(stage);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const move = useMoveRolls((done, total) => setProgress({ done, total }));
  const rolls = list.data?.rolls ?? [];
  const count = list.data?.count ?? 0;

  const toggle = (id: number, on: boolean) =>
    setChosen((now) => {
      const copy = new Set(now);
      if (on) copy.add(id);
      else copy.delete(id);
      return copy;
    });

  // A scanner types the roll number and Enter: the roll is selected, the field is ready for the next.
  const onScan = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(code.trim().replace(/^#/, ''));
    const roll = rolls.find((candidate) => candidate.id === id);
    if (!roll) {
      setCodeProblem(`Roll ${code.trim()} is not ${words.stage.toLowerCase()}. Check the number, or its stage.`);
      return;
    }
    setCodeProblem(null);
    toggle(roll.id, true);
    setCode('');
  };

  const moveOn = () => {
    if (!next) return;
    const picked: StageRoll[] = rolls.filter((roll) => chosen.has(roll.id));
    setMoved(null);
    move.mutate(
      { rolls: picked, event: next },
      {
        onSuccess: (n) => {
          setChosen(new Set());
          setMoved(`${n} roll${n === 1 ? '' : 's'} marked ${STAGE_WORDS[next].stage.toLowerCase()}.`);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const allChosen = rolls.length > 0 && rolls.every((roll) => chosen.has(roll.id));
  return (
    <div className={pageStyles.sections}>
      <header className={pageStyles.head}>
        <p className={pageStyles.eyebrow}>
          <Link to="/admin/roll-events-dashboard">Roll events</Link> · Stage
        </p>
        <h1 className={pageStyles.title}>{words.stage}</h1>
        <p className={pageStyles.lede}>
          {count.toLocaleString('en-US')} roll{count === 1 ? '' : 's'} here, the longest waiting first.
          {next && ` Select rolls, or scan their numbers, then mark them ${STAGE_WORDS[next].stage.toLowerCase()}.`}
        </p>
      </header>
      {next && (
        <form className={styles.scanForm} onSubmit={onScan}>
          <TextField
            label="Roll number"
            hint="Scan or type a roll number and press Enter to select it."
            inputMode="numeric"
            autoComplete="off"
            value={code}
            error={codeProblem ?? undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Select roll
          </Button>
        </form>
      )}
      <div className={styles.actions}>
        {next && (
          <Button disabled={chosen.size === 0} loading={move.isPending} onClick={moveOn}>
            {STAGE_WORDS[next].action} ({chosen.size})
          </Button>
        )}
        <p role="status" aria-live="polite">
          {progress ? `Moving order ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…` : moved}
        </p>
      </div>
      {move.isError && <Alert tone="danger">Some rolls did not move: {move.error.message}</Alert>}
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={240} />
      ) : (
        <Table aria-busy={list.isFetching || undefined}>
          <caption className="visually-hidden">Rolls {words.stage.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select every roll"
                  checked={allChosen}
                  onChange={(event) =>
                    setChosen(event.target.checked ? new Set(rolls.map((roll) => roll.id)) : new Set())
                  }
                />
              </th>
              <th scope="col">Roll</th>
              <th scope="col">Film</th>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {rolls.length === 0 && (
              <tr>
                <td colSpan={6}>No rolls at this stage right now.</td>
              </tr>
            )}
            {rolls.map((roll) => (
              <tr key={roll.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select roll ${roll.id}`}
                    checked={chosen.has(roll.id)}
                    onChange={(event) => toggle(roll.id, event.target.checked)}
                  />
                </td>
                <th scope="row" className={styles.mono}>
                  #{roll.id}
                  {roll.rush && (
                    <span className={styles.rush}>
                      <Chip tone="accent">Rush</Chip>
                    </span>
                  )}
                </th>
                <td>
                  {`${roll.brand} ${roll.model}`.trim()} · {roll.format} · {roll.process}
                </td>
                <td className={styles.mono}>
                  <Link to={`/admin/users/${roll.customerId}/orders/${roll.orderId}/summary`}>{roll.orderNumber}</Link>
                </td>
                <td>{roll.customerName}</td>
                <td className={styles.mono}>{when.format(new Date(roll.since))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
