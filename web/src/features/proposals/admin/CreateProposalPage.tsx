import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Flex,
  Form,
  Input,
  Segmented,
  Select,
  Skeleton,
  Switch,
  Typography,
  type FormInstance,
} from 'antd';
import { useState } from 'react';
import {
  useCreateProposal,
  useGetAdminProposal,
  useSendProposal,
  useUpdateProposal,
} from '../../../api/generated/admin-proposals/admin-proposals';
import type { AdminProposalDetailDto } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/admin/api-error';
import { type PickerChoices, type PersonChoice, useAccountChoices } from '../../../components/admin/client-choices';
import { ADMIN_PATHS, EMAIL_MAX_LENGTH } from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { BILLING_TIME_ZONE } from '../../billing/billing-dates';
import { EMPTY_ITEM, InvoiceItemsEditor } from '../../billing/admin/InvoiceItemsEditor';
import { formFieldPath, TaxAndDiscountFields } from '../../billing/admin/PricingFields';
import { formatCents } from '../../billing/money';
import { ProposalDocument } from '../ProposalDocument';
import { useInquiryChoices, useConsultationChoices } from './lead-choices';
import { PROPOSAL_STATUS_LABELS } from './proposal-labels';
import {
  CLIENT_FIELDS,
  type ClientKind,
  createProposalBody,
  depositProblem,
  formValuesOf,
  previewOf,
  PROPOSAL_FORM_LIMITS as LIMITS,
  PROPOSAL_FORM_NAMES,
  PROPOSAL_SERVICES,
  type ProposalFormValues,
  updateProposalBody,
  validityDays,
} from './proposal-form';
import { useRefreshProposals } from './proposal-queries';

const ROUTE = '/admin1/_panel/create-proposal';

/** Each kind of client: its picker's label, its hint, and the records it searches. */
const PICKERS: Record<
  ClientKind,
  { tab: string; label: string; placeholder: string; required: string; extra: string; useChoices: () => PickerChoices }
> = {
  account: {
    tab: 'Existing client',
    label: 'Client account',
    placeholder: 'Search by name or e-mail',
    required: 'Choose the client account.',
    extra: 'Their name and e-mail fill the proposal; it shows in their portal.',
    useChoices: useAccountChoices,
  },
  inquiry: {
    tab: 'From a service inquiry',
    label: 'Service inquiry',
    placeholder: 'Search by name, e-mail or message',
    required: 'Choose the service inquiry.',
    extra:
      'The person who sent it: their name and e-mail fill the proposal. Without an account, the e-mail invites them to create one.',
    useChoices: useInquiryChoices,
  },
  consultation: {
    tab: 'From a consultation',
    label: 'Consultation',
    placeholder: 'Search by name, e-mail or message',
    required: 'Choose the consultation.',
    extra:
      'The person who booked it: their name and e-mail fill the proposal. Without an account, the e-mail invites them to create one.',
    useChoices: useConsultationChoices,
  },
};

/** /admin1/create-proposal: a new proposal, or (?edit=id) a draft's changes; saved as a draft or sent. */
export function CreateProposalPage() {
  const { edit } = useSearch({ from: ROUTE });
  usePrivatePageTitle(
    edit ? 'Edit proposal · Back Office' : 'Create proposal · Back Office',
    'Inspivision back office: write a proposal for a client.',
  );
  return (
    <Flex vertical gap={16}>
      <Flex align="baseline" justify="space-between" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {edit ? 'Edit proposal' : 'Create proposal'}
        </Typography.Title>
        <Link to={ADMIN_PATHS.proposals}>All proposals</Link>
      </Flex>
      {edit ? <EditDraft id={edit} /> : <ProposalForm key="new" draft={null} />}
    </Flex>
  );
}

/** The draft `id` in the form, once loaded; a proposal no longer a draft is not editable. */
function EditDraft({ id }: { id: string }) {
  const query = useGetAdminProposal(id);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load this proposal"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active aria-label="Loading the proposal" />;
  const proposal = query.data;
  if (proposal.status !== 'draft') {
    return (
      <Alert
        type="info"
        showIcon
        title="Only a draft can be edited"
        description={
          <span>
            &ldquo;{proposal.title}&rdquo; is {PROPOSAL_STATUS_LABELS[proposal.status].label.toLowerCase()}.{' '}
            {proposal.status === 'sent' || proposal.status === 'viewed'
              ? 'Revise it to write a new version, or duplicate it.'
              : 'Duplicate it to start from its content.'}{' '}
            <Link to={ADMIN_PATHS.proposals} search={{ open: proposal.id }}>
              Open it
            </Link>
          </span>
        }
      />
    );
  }
  return <ProposalForm key={proposal.id} draft={proposal} />;
}

/** The form, and beside it (below on a narrow screen) the document the client will read. */
function ProposalForm({ draft }: { draft: AdminProposalDetailDto | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshProposals();
  const [form] = Form.useForm<ProposalFormValues>();
  const [kind, setKind] = useState<ClientKind>('account');
  const [chosen, setChosen] = useState<PersonChoice['person'] | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const create = useCreateProposal();
  const update = useUpdateProposal();
  const send = useSendProposal();
  // Read once: the form keeps the days it opened with.
  const [days] = useState(() => validityDays());

  const initialValues: ProposalFormValues = draft
    ? formValuesOf(draft)
    : {
        items: [{ ...EMPTY_ITEM }],
        discountKind: 'none',
        deposit: '50',
        allowFullPayment: true,
        validDay: days.defaultDay,
      };

  const markFields = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fieldErrors : [];
    if (fields.length) {
      form.setFields(
        fields.map(({ field, message: text }) => ({
          name: formFieldPath(field, PROPOSAL_FORM_NAMES) as never,
          errors: [text],
        })),
      );
    }
  };

  const submit = async (andSend: boolean) => {
    let values: ProposalFormValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error('Please correct the highlighted fields.');
      return;
    }
    setBusy(andSend ? 'send' : 'save');
    try {
      let proposal: AdminProposalDetailDto;
      try {
        proposal = draft
          ? await update.mutateAsync({ id: draft.id, data: updateProposalBody(values) })
          : await create.mutateAsync({ data: createProposalBody(values, kind) });
      } catch (error) {
        markFields(error);
        message.error(serverMessage(error, 'Could not save the proposal. Please try again.'));
        return;
      }
      if (andSend) {
        try {
          proposal = await send.mutateAsync({ id: proposal.id });
        } catch (error) {
          markFields(error);
          message.error(`Saved as a draft, but not sent: ${serverMessage(error, 'please try again.')}`);
          await refresh();
          // Stay on the saved draft, so that sending again changes it rather than creating another.
          if (!draft) void navigate({ to: ADMIN_PATHS.createProposal, search: { edit: proposal.id }, replace: true });
          return;
        }
      }
      await refresh();
      message.success(
        andSend
          ? `Proposal "${proposal.title}" sent to ${proposal.clientEmail}.`
          : `Proposal "${proposal.title}" saved as a draft.`,
      );
      void navigate({ to: ADMIN_PATHS.proposals, search: { open: proposal.id } });
    } finally {
      setBusy(null);
    }
  };

  const chooseKind = (next: ClientKind) => {
    setKind(next);
    setChosen(null);
    form.setFieldsValue({ userId: undefined, serviceInquiryId: undefined, consultationId: undefined });
  };

  return (
    <Flex wrap gap={24} align="flex-start">
      <Form<ProposalFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        aria-label={draft ? `Draft proposal ${draft.title}` : 'New proposal'}
        initialValues={initialValues}
        onFinish={() => void submit(false)}
        onFinishFailed={() => void message.error('Please correct the highlighted fields.')}
        style={{ flex: '1 1 560px', minWidth: 0 }}
      >
        <Flex vertical gap={16}>
          <Card
            title={<span id="proposal-client-title">Client</span>}
            role="group"
            aria-labelledby="proposal-client-title"
          >
            {draft ? (
              <Typography.Paragraph type="secondary">
                The client stays the one this draft was written for; the name and e-mail on the proposal may change.
              </Typography.Paragraph>
            ) : (
              <>
                <Segmented<ClientKind>
                  aria-label="Who the proposal is for"
                  value={kind}
                  onChange={chooseKind}
                  options={(Object.keys(PICKERS) as ClientKind[]).map((value) => ({
                    value,
                    label: PICKERS[value].tab,
                  }))}
                  style={{ marginBottom: 16 }}
                />
                <ClientPicker key={kind} kind={kind} onChoose={setChosen} />
              </>
            )}
            <ClientNameFields required={draft !== null} />
          </Card>

          <Card
            title={<span id="proposal-content-title">Proposal</span>}
            role="group"
            aria-labelledby="proposal-content-title"
          >
            <Form.Item
              name="title"
              label="Title"
              rules={[
                { required: true, whitespace: true, message: 'Give the proposal a title.' },
                { max: LIMITS.title, message: `At most ${LIMITS.title} characters.` },
              ]}
            >
              <Input maxLength={LIMITS.title} />
            </Form.Item>
            <Form.Item
              name="summary"
              label="Summary"
              extra="The scope in a few sentences, under the title."
              rules={[{ max: LIMITS.summary }]}
            >
              <Input.TextArea rows={3} maxLength={LIMITS.summary} showCount />
            </Form.Item>
            <Form.Item
              name="service"
              label="Service"
              extra="The project's steps follow this service's template. Blank: the service inquiry's first service, if any."
              style={{ marginBottom: 0 }}
            >
              <Select
                allowClear
                placeholder="Choose a service"
                options={PROPOSAL_SERVICES.map((service) => ({ value: service, label: service }))}
              />
            </Form.Item>
          </Card>

          <Card>
            <InvoiceItemsEditor kind="proposal" />
          </Card>

          <Card
            title={<span id="proposal-pricing-title">Tax, discount and deposit</span>}
            role="group"
            aria-labelledby="proposal-pricing-title"
          >
            <TaxAndDiscountFields />
            <Flex wrap gap={12} align="flex-start">
              <Form.Item
                name="deposit"
                label="Deposit"
                required
                extra="Of the total, invoiced when the client accepts; the balance when the project is complete."
                style={{ flex: '0 1 260px' }}
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      const problem = depositProblem(value ?? '');
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <Input inputMode="decimal" suffix="%" />
              </Form.Item>
              <Form.Item
                name="allowFullPayment"
                label="Allow paying the whole amount at acceptance"
                valuePropName="checked"
                extra="The client then chooses the deposit or the whole total when accepting."
                style={{ flex: '1 1 260px' }}
              >
                <Switch />
              </Form.Item>
            </Flex>
          </Card>

          <Card
            title={<span id="proposal-terms-title">Terms</span>}
            role="group"
            aria-labelledby="proposal-terms-title"
          >
            <Form.Item
              name="validDay"
              label="Valid until"
              extra={`The client can accept it until the end of that day (${BILLING_TIME_ZONE}); at most ${LIMITS.validDaysMax} days ahead.`}
              rules={[
                { required: true, message: 'Choose the last day it can be accepted.' },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && value < days.today) throw new Error('The valid-until date cannot be in the past.');
                    if (value && value > days.lastDay) {
                      throw new Error(`A proposal is valid for at most ${LIMITS.validDaysMax} days.`);
                    }
                  },
                },
              ]}
            >
              <Input type="date" min={days.today} max={days.lastDay} style={{ maxWidth: 220 }} />
            </Form.Item>
            <Form.Item
              name="paymentTerms"
              label="Payment terms"
              extra="Printed under the totals, e.g. when each invoice is due."
              rules={[{ max: LIMITS.paymentTerms }]}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea rows={3} maxLength={LIMITS.paymentTerms} showCount />
            </Form.Item>
          </Card>

          <Flex wrap gap={8} justify="flex-end">
            <Button htmlType="submit" loading={busy === 'save'} disabled={busy === 'send'}>
              Save draft
            </Button>
            <Button
              type="primary"
              onClick={() => void submit(true)}
              loading={busy === 'send'}
              disabled={busy === 'save'}
            >
              {draft ? 'Save and send' : 'Send to client'}
            </Button>
          </Flex>
        </Flex>
      </Form>
      <Preview
        form={form}
        // The server names a client account without a name by its e-mail.
        clientName={chosen ? chosen.name || chosen.email : (draft?.clientName ?? '')}
        version={draft?.version ?? 1}
      />
    </Flex>
  );
}

/** The record the proposal is for, searched as staff type. */
function ClientPicker({
  kind,
  onChoose,
}: {
  kind: ClientKind;
  onChoose: (person: PersonChoice['person'] | null) => void;
}) {
  const picker = PICKERS[kind];
  const choices = picker.useChoices();
  return (
    <Form.Item
      name={CLIENT_FIELDS[kind]}
      label={picker.label}
      extra={picker.extra}
      rules={[{ required: true, message: picker.required }]}
    >
      <Select
        showSearch
        placeholder={picker.placeholder}
        filterOption={false}
        onSearch={choices.onSearch}
        loading={choices.loading}
        options={choices.options}
        onChange={(_value, option) =>
          onChoose(option && !Array.isArray(option) ? (option as PersonChoice).person : null)
        }
        notFoundContent={choices.loading ? 'Searching...' : 'Nothing matches'}
      />
    </Form.Item>
  );
}

/** The name and e-mail on the proposal: the record's unless staff type others (a draft shows its own). */
function ClientNameFields({ required }: { required: boolean }) {
  const fields = (
    <Flex wrap gap={12}>
      <Form.Item
        name="clientName"
        label="Name on the proposal"
        style={{ flex: '1 1 240px', marginBottom: 0 }}
        rules={[
          ...(required ? [{ required: true, whitespace: true, message: "Enter the client's name." }] : []),
          { max: LIMITS.clientName },
        ]}
      >
        <Input maxLength={LIMITS.clientName} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="clientEmail"
        label="Send to e-mail"
        style={{ flex: '1 1 240px', marginBottom: 0 }}
        rules={[
          ...(required ? [{ required: true, message: "Enter the client's e-mail." }] : []),
          { type: 'email' as const, message: 'Enter a valid e-mail address.' },
          { max: EMAIL_MAX_LENGTH },
        ]}
      >
        <Input type="email" maxLength={EMAIL_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
    </Flex>
  );
  if (required) return fields;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'name',
          label: 'Another name or e-mail on the proposal (optional)',
          forceRender: true,
          children: fields,
        },
      ]}
    />
  );
}

/**
 * The document the client will read, as the form stands: ProposalDocument, priced in the browser by the
 * server's rule (proposal-pricing.ts). Only its totals line is announced as it changes.
 */
function Preview({
  form,
  clientName,
  version,
}: {
  form: FormInstance<ProposalFormValues>;
  clientName: string;
  version: number;
}) {
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Partial<ProposalFormValues>;
  const { proposal, complete } = previewOf(values, { clientName, version });
  const { totals } = proposal;
  return (
    <section
      aria-labelledby="proposal-preview-label"
      style={{ flex: '1 1 440px', minWidth: 0, position: 'sticky', top: 80 }}
    >
      <Card
        title={<span id="proposal-preview-label">Preview: what the client sees</span>}
        styles={{ body: { padding: 12 } }}
      >
        <Flex vertical gap={8}>
          <Typography.Text aria-live="polite" data-testid="preview-totals">
            Total <strong>{formatCents(totals.totalCents)}</strong>, deposit{' '}
            <strong>{formatCents(totals.depositCents)}</strong>, balance{' '}
            <strong>{formatCents(totals.balanceCents)}</strong>
            {complete ? null : (
              <Typography.Text type="secondary"> (some amounts are incomplete and left out)</Typography.Text>
            )}
          </Typography.Text>
          <ProposalDocument proposal={proposal} headingId="proposal-preview-title" headingLevel={2} />
        </Flex>
      </Card>
    </section>
  );
}
