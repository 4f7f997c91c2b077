import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions } from 'react-admin';
import type { StaffCall } from '../../../contract/staff';
import {
  staffAccountDisable,
  staffAccountEnable,
  staffCreditLimitSet,
  staffWalletAdjust,
} from '../../../contract/staffAccounts';
import { mayUse } from '../access';
import { call } from '../stack';
import { ActionDialog, DialogButton } from './ActionDialog';

const REASON = { name: 'reason', label: 'staffConsole.account.reason', type: 'multiline' } as const;

/** Whether the signed-in role may make a call (admin always may). */
export function useMay() {
  const { permissions } = usePermissions();
  return (staffCall: StaffCall) => mayUse(permissions ?? null, { roles: staffCall.roles ?? [] });
}

/** After a write, the account's page (wallet, ledger, state) is read again. */
function useDone(id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['staff'] });
    return id;
  };
}

/** Disable or enable the account (admins), always with a reason. */
export function SuspendButton({ id, suspended }: { id: string; suspended: boolean }) {
  const may = useMay();
  const done = useDone(id);
  const action = suspended ? staffAccountEnable : staffAccountDisable;
  if (!may(action)) return null;
  const key = suspended ? 'enable' : 'disable';
  return (
    <DialogButton
      label={`staffConsole.account.${key}`}
      color={suspended ? 'primary' : 'error'}
      dialog={(close) => (
        <ActionDialog
          title={`staffConsole.account.${key}Title`}
          submit={`staffConsole.account.${key}`}
          fields={[REASON]}
          onClose={close}
          onSubmit={async (body) => {
            await call(action, { params: { id }, body });
            done(`staffConsole.account.${key}d`);
          }}
        />
      )}
    />
  );
}

/** Finance's wallet writes: an adjustment (credit or debit) and the credit limit. */
export function WalletActions({ id, creditLimit }: { id: string; creditLimit: string }) {
  const may = useMay();
  const done = useDone(id);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {may(staffWalletAdjust) && (
        <DialogButton
          label="staffConsole.account.adjust"
          variant="contained"
          dialog={(close) => (
            <ActionDialog
              title="staffConsole.account.adjust"
              submit="staffConsole.account.post"
              fields={[
                {
                  name: 'direction',
                  label: 'staffConsole.account.direction',
                  choices: [
                    { value: 'credit', label: 'staffConsole.account.credit' },
                    { value: 'debit', label: 'staffConsole.account.debit' },
                  ],
                },
                { name: 'amount', label: 'staffConsole.account.amount', type: 'decimal' },
                REASON,
              ]}
              onClose={close}
              onSubmit={async (body) => {
                await call(staffWalletAdjust, { params: { id }, body });
                done('staffConsole.account.adjusted');
              }}
            />
          )}
        />
      )}
      {may(staffCreditLimitSet) && (
        <DialogButton
          label="staffConsole.account.creditLimit"
          dialog={(close) => (
            <ActionDialog
              title="staffConsole.account.creditLimit"
              submit="ra.action.save"
              fields={[
                {
                  name: 'creditLimit',
                  label: 'staffConsole.account.creditLimitAmount',
                  type: 'decimal',
                  initial: creditLimit,
                },
                REASON,
              ]}
              onClose={close}
              onSubmit={async (body) => {
                await call(staffCreditLimitSet, { params: { id }, body });
                done('staffConsole.account.creditLimitSet');
              }}
            />
          )}
        />
      )}
    </Stack>
  );
}
