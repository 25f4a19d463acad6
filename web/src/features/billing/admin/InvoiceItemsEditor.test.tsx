import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { EMPTY_ITEM, InvoiceItemsEditor, itemsInput, type ItemValues } from './InvoiceItemsEditor';

// antd forms are slow under jsdom on a busy machine.

/** The editor in a form of its own, with a button that validates it as the invoice form does on submit. */
function Harness() {
  const [form] = Form.useForm<{ items: ItemValues[] }>();
  return (
    <Form form={form} initialValues={{ items: [{ ...EMPTY_ITEM }] }}>
      <InvoiceItemsEditor />
      <button type="button" onClick={() => void form.validateFields().catch(() => undefined)}>
        Validate
      </button>
    </Form>
  );
}

const item = (n: number) => within(screen.getByRole('group', { name: `Item ${n}` }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const total = () => screen.getByTestId('items-total');

describe('InvoiceItemsEditor', () => {
  it('computes each line and the total as staff type, to the cent (quantities in hundredths)', async () => {
    render(<Harness />);
    type(item(1).getByLabelText('Title'), 'LLC formation');
    type(item(1).getByLabelText('Quantity'), '1.5');
    type(item(1).getByLabelText('Unit price'), '120');
    await waitFor(() => expect(screen.getByTestId('line-total-0')).toHaveTextContent('$180.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    type(item(2).getByLabelText('Title'), 'Registered agent');
    type(item(2).getByLabelText('Unit price'), '0.10');
    type(item(2).getByLabelText('Quantity'), '0.33');
    // 0.33 × $0.10 = 3.3 cents, half up → $0.03.
    await waitFor(() => expect(screen.getByTestId('line-total-1')).toHaveTextContent('$0.03'));
    expect(total()).toHaveTextContent('Subtotal $180.03');
    expect(total()).not.toHaveTextContent('incomplete');
  });

  it('leaves an incomplete line out of the total and says so', async () => {
    render(<Harness />);
    type(item(1).getByLabelText('Unit price'), '99.99');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $99.99'));
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    type(item(2).getByLabelText('Unit price'), '12.345');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $99.99 (some lines are incomplete)'));
    expect(screen.getByTestId('line-total-1')).toHaveTextContent('—');
  });

  it('removes a row (never the last one) and the total follows', async () => {
    render(<Harness />);
    expect(item(1).getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    type(item(1).getByLabelText('Unit price'), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    type(item(2).getByLabelText('Unit price'), '5');
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $15.00'));
    fireEvent.click(item(1).getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() => expect(total()).toHaveTextContent('Subtotal $5.00'));
    expect(screen.queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
  });

  it('refuses a price with more than two decimals and a zero quantity, with clear messages', async () => {
    render(<Harness />);
    type(item(1).getByLabelText('Title'), 'Logo');
    type(item(1).getByLabelText('Quantity'), '0');
    type(item(1).getByLabelText('Unit price'), '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('A price has at most 2 decimals (whole cents).')).toBeInTheDocument();
    expect(screen.getByText('A quantity must be more than 0.')).toBeInTheDocument();
  });

  it('hands the API hundredths and cents, no totals', () => {
    expect(
      itemsInput([
        { title: ' Logo ', description: '', quantity: '2.5', unitPrice: '$1,200.10' },
        { title: 'Filing', quantity: '1', unitPrice: '90', taxRate: '0' },
      ]),
    ).toEqual([
      { title: 'Logo', description: null, quantity: 250, unitPriceCents: 120010, taxRateBasisPoints: null },
      { title: 'Filing', description: null, quantity: 100, unitPriceCents: 9000, taxRateBasisPoints: 0 },
    ]);
  });
});
