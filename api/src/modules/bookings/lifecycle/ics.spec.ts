import { buildIcs, foldLine, icsDateTime } from './ics';

const event = {
  uid: 'consultation-1@inspivision.com',
  start: new Date('2027-03-16T15:00:00Z'),
  end: new Date('2027-03-16T15:30:00Z'),
  stamp: new Date('2027-03-10T08:01:02.345Z'),
  summary: 'Inspivision consultation',
  description: 'Agenda; LLC, bank\\taxes\nJoin: https://meet.jit.si/x',
  location: 'https://meet.jit.si/x',
  organizer: { name: 'Inspivision', email: 'hello@inspivision.com' },
  attendee: { name: 'Ana "AL" López', email: 'ana@example.com' },
  method: 'REQUEST' as const,
};

describe('ics (RFC 5545)', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2027-03-16T15:00:00.000Z'))).toBe('20270316T150000Z');
  });

  it('writes one VEVENT with CRLF lines, escaped text and a quoted common name', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'DTSTART:20270316T150000Z',
        'DTEND:20270316T153000Z',
        'DTSTAMP:20270310T080102Z',
        'DESCRIPTION:Agenda\\; LLC\\, bank\\\\taxes\\nJoin: https://meet.jit.si/x',
        'ATTENDEE;CN="Ana AL López";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ana@example.com',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(buildIcs({ ...event, method: 'CANCEL' })).toContain('STATUS:CANCELLED');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});
