import { screen, waitFor, within } from '@testing-library/react';
import type { PortalConsultationDto } from '../../../api/generated/model';
import { DashboardPage } from '../../../components/portal/DashboardPage';
import { PortalFrame } from '../../../components/portal/PortalFrame';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { makeUser } from '../../../test/users';

const api = fakeApiForEachTest();
const FIRST_STEP = /The first step is a consultation/;
const empty = { items: [], total: 0, page: 1, pageSize: 5 };

const CONSULTATION: PortalConsultationDto = {
  id: '7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41',
  status: 'confirmed',
  scheduledAt: '2030-03-04T15:00:00.000Z',
  meetingLink: 'https://meet.jit.si/inspivision-4f1c2a9e',
  servicesInterested: ['Digital Marketing'],
  createdAt: '2030-03-01T12:00:00.000Z',
  cancelUrl: '/cancel-consultation?id=7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41&token=abc',
  rescheduleUrl: '/consultation?id=7d0c6f8e-2b7a-4c1e-9f3a-0b6d2c9e8a41&token=def',
};

function answer(consultations: PortalConsultationDto[]) {
  api.routes.set('GET /api/auth/user', () => ({ status: 200, body: makeUser() }));
  api.routes.set('GET /api/portal/bookings/consultations', () => ({
    status: 200,
    body: { ...empty, items: consultations, total: consultations.length },
  }));
  api.routes.set('GET /api/portal/bookings/service-inquiries', () => ({ status: 200, body: empty }));
  api.routes.set('GET /api/portal/projects', () => ({ status: 200, body: empty }));
  api.routes.set('GET /api/portal/bookings/questions', () => ({
    status: 200,
    body: {
      ...empty,
      total: 1,
      items: [
        {
          id: 'b1c2',
          status: 'answered',
          serviceQuestion: 'General Business Consulting',
          message: 'Can a non-resident open a US bank account?',
          createdAt: '2030-03-01T12:00:00.000Z',
        },
      ],
    },
  }));
}

const renderDashboard = () =>
  renderAtPath(
    <PortalFrame>
      <DashboardPage />
    </PortalFrame>,
    '/portal',
  );

describe('the dashboard: the client’s bookings', () => {
  it('lists a consultation with its status, meeting link and the e-mails’ reschedule and cancel links, and drops the "first step"', async () => {
    answer([CONSULTATION]);
    await renderDashboard();
    const list = await screen.findByRole('list', { name: 'Your consultations' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Confirmed')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      CONSULTATION.meetingLink,
    );
    expect(within(item).getByRole('link', { name: /^Reschedule the consultation of/ })).toHaveAttribute(
      'href',
      CONSULTATION.rescheduleUrl,
    );
    expect(within(item).getByRole('link', { name: /^Cancel the consultation of/ })).toHaveAttribute(
      'href',
      CONSULTATION.cancelUrl,
    );
    expect(screen.getByText('No service inquiries yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your questions' })).getByText(/Answered/)).toBeInTheDocument();
    expect(screen.queryByText(FIRST_STEP)).toBeNull();
  });

  it('says "The first step is a consultation" only when there is none', async () => {
    answer([]);
    await renderDashboard();
    expect(await screen.findByText(FIRST_STEP)).toBeInTheDocument();
    expect(screen.getByText('No consultations yet.')).toBeInTheDocument();
  });

  it('offers no reschedule or cancel once the links are gone (cancelled, or its time passed)', async () => {
    answer([{ ...CONSULTATION, status: 'cancelled', cancelUrl: null, rescheduleUrl: null }]);
    await renderDashboard();
    const item = within(await screen.findByRole('list', { name: 'Your consultations' })).getByRole('listitem');
    expect(within(item).getByText('Cancelled')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /Reschedule|Cancel/ })).toBeNull();
    await waitFor(() => expect(screen.queryByText(FIRST_STEP)).toBeNull());
  });
});
