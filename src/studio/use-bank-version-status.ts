/**
 * Where the open bank's edit stands against its last released version, asked
 * of the server each time the edit is checked or saved (when `problems`
 * changes), so the suggested version sits beside the problems it answers.
 * undefined for a file that is not a bank, and until the first check.
 */
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '../content/problem';
import type { BankVersionStatus } from './studio-api-types';
import type { StudioClient } from './studio-client';

const BANK_FILE = /^questionnaires\/[^/]+\/bank\.json$/;

export function useBankVersionStatus(
  client: StudioClient,
  file: string | undefined,
  text: string | undefined,
  problems: readonly Problem[] | undefined,
): BankVersionStatus | undefined {
  const [status, setStatus] = useState<BankVersionStatus | undefined>();
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    setStatus(undefined);
    const checked = latest.current;
    if (!file || checked === undefined || problems === undefined || !BANK_FILE.test(file)) return;
    let current = true;
    void client.bump(file, checked).then((result) => {
      if (current && result.ok) setStatus(result.body.bank);
    });
    return () => {
      current = false;
    };
  }, [client, file, problems]);
  return status;
}
