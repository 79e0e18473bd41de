import { FakeScheduler } from './fakes';

describe(FakeScheduler.name, () => {
  it('fires the timers that fall due, in order, and moves the clock to the end', () => {
    const scheduler = new FakeScheduler(0);
    const fired: string[] = [];
    scheduler.setTimeout(() => fired.push('b'), 200);
    scheduler.setTimeout(() => fired.push('a'), 100);
    scheduler.setTimeout(() => fired.push('late'), 1_001);
    scheduler.advance(1_000);
    expect(fired).toEqual(['a', 'b']);
    expect(scheduler.now()).toBe(1_000);
  });

  it('stops with an error, instead of looping for ever, when a timer keeps re-arming at zero delay', () => {
    const scheduler = new FakeScheduler(0, 50);
    let fires = 0;
    const rearm = () => {
      fires += 1;
      scheduler.setTimeout(rearm, 0);
    };
    scheduler.setTimeout(rearm, 0);
    expect(() => scheduler.advance(1_000)).toThrow('FakeScheduler: 50 timers fell due within one advance(1000)');
    expect(fires).toBe(50);
  });

  it('lets a timer that moves forward fire as often as the span allows', () => {
    const scheduler = new FakeScheduler(0, 50);
    let fires = 0;
    const tick = () => {
      fires += 1;
      scheduler.setTimeout(tick, 100);
    };
    scheduler.setTimeout(tick, 100);
    scheduler.advance(4_000);
    expect(fires).toBe(40);
  });
});
