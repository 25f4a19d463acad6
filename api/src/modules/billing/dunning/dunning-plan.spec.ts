import { dunningPlan, dunningTemplateKey, stageOfTemplateKey, validZoneOr } from './dunning-plan';

const iso = (plan: { stage: string; at: Date }[]) => plan.map(({ stage, at }) => [stage, at.toISOString()]);

describe('dunning plan', () => {
  it('places the five stages at 10:00 in the client zone around the due day', () => {
    // Due on 2026-03-20 (New York); the plan is made a month before.
    const plan = dunningPlan(new Date('2026-03-20T16:00:00Z'), 'America/New_York', new Date('2026-02-20T00:00:00Z'));
    expect(iso(plan)).toEqual([
      ['before_3', '2026-03-17T14:00:00.000Z'],
      ['due', '2026-03-20T14:00:00.000Z'],
      ['after_3', '2026-03-23T14:00:00.000Z'],
      ['after_7', '2026-03-27T14:00:00.000Z'],
      ['after_14', '2026-04-03T14:00:00.000Z'],
    ]);
  });

  it('keeps 10:00 local across a daylight-saving change (New York, 8 March 2026)', () => {
    const plan = dunningPlan(new Date('2026-03-09T15:00:00Z'), 'America/New_York', new Date('2026-01-01T00:00:00Z'));
    // 6 March is still EST (UTC-5), 9 March already EDT (UTC-4).
    expect(iso(plan).slice(0, 2)).toEqual([
      ['before_3', '2026-03-06T15:00:00.000Z'],
      ['due', '2026-03-09T14:00:00.000Z'],
    ]);
  });

  it('takes the due day on the client calendar: a Tokyo client is reminded at 10:00 Tokyo time', () => {
    // 2026-05-10T20:00Z is already 11 May in Tokyo.
    const plan = dunningPlan(new Date('2026-05-10T20:00:00Z'), 'Asia/Tokyo', new Date('2026-04-01T00:00:00Z'));
    expect(iso(plan)[1]).toEqual(['due', '2026-05-11T01:00:00.000Z']);
  });

  it('leaves out stages already past and stages already sent', () => {
    const dueDate = new Date('2026-03-20T16:00:00Z');
    const now = new Date('2026-03-20T14:00:00Z'); // 10:00 in New York on the due day: that stage is past too.
    expect(dunningPlan(dueDate, 'America/New_York', now).map((p) => p.stage)).toEqual([
      'after_3',
      'after_7',
      'after_14',
    ]);
    expect(dunningPlan(dueDate, 'America/New_York', now, ['after_3']).map((p) => p.stage)).toEqual([
      'after_7',
      'after_14',
    ]);
  });

  it('maps stages to template keys and back, and falls back on an unknown zone', () => {
    expect(dunningTemplateKey('after_7')).toBe('dunning.after_7');
    expect(stageOfTemplateKey('dunning.after_7')).toBe('after_7');
    expect(stageOfTemplateKey('consultation-fee.deadline')).toBeNull();
    expect(validZoneOr('Asia/Tokyo', 'America/New_York')).toBe('Asia/Tokyo');
    expect(validZoneOr('Mars/Olympus', 'America/New_York')).toBe('America/New_York');
    expect(validZoneOr(null, 'America/New_York')).toBe('America/New_York');
  });
});
