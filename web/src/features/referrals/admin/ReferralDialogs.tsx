import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import {
  useAdjustReferralCredit,
  useDeactivateReferralCode,
  useReactivateReferralCode,
} from '../../../api/generated/admin-referrals/admin-referrals';
import type { AdminReferralDetailDto } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { formatCents, parseDollars } from '../../billing/money';

/** The API's limits (api/src/modules/referrals/dto/admin-referral.dto.ts). */
const ADJUSTMENT_MAX_CENTS = 1_000_000;
const REASON_MIN_LENGTH = 3;
const REASON_MAX_LENGTH = 500;

interface DialogProps {
  referral: AdminReferralDetailDto;
  open: boolean;
  onClose: () => void;
  /** After the change: reload the referral and the table. */
  onDone: () => Promise<unknown>;
}

/** A required reason, 3 to 500 characters once trimmed. */
const reasonRules = (required: boolean) => [
  {
    validator: async (_rule: unknown, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text && !required) return;
      if (!text) throw new Error('Please give a reason.');
      if (text.length < REASON_MIN_LENGTH)
        throw new Error(`The reason needs at least ${REASON_MIN_LENGTH} characters.`);
      if (text.length > REASON_MAX_LENGTH) throw new Error(`The reason is at most ${REASON_MAX_LENGTH} characters.`);
    },
  },
];

type Direction = 'grant' | 'take_back';
interface AdjustValues {
  direction: Direction;
  amount: string;
  reason: string;
}

/** "Adjust credit": grant or take back an amount in dollars, with a reason (sent in cents, signed). */
export function AdjustCreditDialog({ referral, open, onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdjustValues>();
  const adjust = useAdjustReferralCredit();
  const direction = Form.useWatch('direction', form) ?? 'grant';

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = parseDollars(values.amount, { min: 1, max: ADJUSTMENT_MAX_CENTS });
    if (!parsed.ok) return;
    const amountCents = values.direction === 'take_back' ? -parsed.value : parsed.value;
    try {
      await adjust.mutateAsync({ id: referral.id, data: { amountCents, reason: values.reason.trim() } });
      message.success(
        amountCents > 0
          ? `Granted ${formatCents(amountCents)} of credit to ${referral.referrer.name}.`
          : `Took back ${formatCents(-amountCents)} of credit from ${referral.referrer.name}.`,
      );
      onClose();
      await onDone();
    } catch (error) {
      message.error(serverMessage(error, 'Could not adjust the credit.'));
    }
  };

  return (
    <Modal
      open={open}
      title={`Adjust ${referral.referrer.name}'s credit`}
      okText={direction === 'take_back' ? 'Take back credit' : 'Grant credit'}
      onOk={() => void submit()}
      okButtonProps={{ loading: adjust.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Credit is applied to the client&apos;s next invoices. Available now:{' '}
        {formatCents(referral.creditsAvailableCents)}.
      </Typography.Paragraph>
      <Form<AdjustValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ direction: 'grant' }}
        aria-label="Credit adjustment"
      >
        <Form.Item name="direction" label="Grant or take back">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'grant', label: 'Grant' },
              { value: 'take_back', label: 'Take back' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount"
          extra={`At most ${formatCents(ADJUSTMENT_MAX_CENTS)}.`}
          rules={[
            {
              validator: async (_rule: unknown, value: string | undefined) => {
                const parsed = parseDollars(value ?? '', { min: 1, max: ADJUSTMENT_MAX_CENTS });
                if (!parsed.ok) throw new Error(parsed.error);
              },
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          extra="Kept on the credit and the code's timeline."
          rules={reasonRules(true)}
        >
          <Input.TextArea rows={2} maxLength={REASON_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface StatusValues {
  reason?: string;
}

/** Deactivate (a reason is required) or reactivate (a reason is optional) the code. */
export function CodeStatusDialog({ referral, open, onClose, onDone }: DialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<StatusValues>();
  const deactivate = useDeactivateReferralCode();
  const reactivate = useReactivateReferralCode();
  const deactivating = referral.isActive;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const reason = values.reason?.trim() || undefined;
    try {
      if (deactivating) await deactivate.mutateAsync({ id: referral.id, data: { reason: reason ?? '' } });
      else await reactivate.mutateAsync({ id: referral.id, data: reason ? { reason } : {} });
      message.success(`Referral code ${referral.code} ${deactivating ? 'deactivated' : 'reactivated'}.`);
      onClose();
      await onDone();
    } catch (error) {
      message.error(
        serverMessage(error, deactivating ? 'Could not deactivate the code.' : 'Could not reactivate the code.'),
      );
    }
  };

  return (
    <Modal
      open={open}
      title={`${deactivating ? 'Deactivate' : 'Reactivate'} referral code ${referral.code}`}
      okText={deactivating ? 'Deactivate' : 'Reactivate'}
      okButtonProps={{ danger: deactivating, loading: deactivate.isPending || reactivate.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {deactivating
          ? 'From now on, a client who signed up with this code earns the referrer nothing when they pay. Credit already earned stays. The link still opens the site.'
          : 'Clients who signed up with this code earn the referrer credit again when they pay a first invoice.'}
      </Typography.Paragraph>
      <Form<StatusValues>
        form={form}
        layout="vertical"
        preserve={false}
        aria-label={deactivating ? 'Deactivation' : 'Reactivation'}
      >
        <Form.Item
          name="reason"
          label={deactivating ? 'Reason' : 'Reason (optional)'}
          extra="Kept on the code's timeline."
          rules={reasonRules(deactivating)}
        >
          <Input.TextArea rows={2} maxLength={REASON_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
