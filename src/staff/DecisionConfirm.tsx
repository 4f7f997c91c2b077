import { Confirm } from '../ui/Confirm';

export type Decision = 'approve' | 'reject' | 'bulkApprove';

/**
 * Every review queue's approve, reject and bulk approve ask here first, naming what will
 * happen; nothing is decided before the reviewer confirms.
 */
export function DecisionConfirm({
  decision,
  isOpen,
  loading,
  args,
  onConfirm,
  onClose,
}: {
  decision: Decision;
  isOpen: boolean;
  loading: boolean;
  args: Record<string, string | number>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const rejecting = decision === 'reject';
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title={`staffConsole.decide.confirm.${decision}.title`}
      content={`staffConsole.decide.confirm.${decision}.content`}
      translateOptions={args}
      confirm={rejecting ? 'staffConsole.decide.reject' : 'staffConsole.decide.approve'}
      confirmColor={rejecting ? 'warning' : 'primary'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
