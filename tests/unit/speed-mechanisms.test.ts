import {SPEED_MECHANISMS, SPEED_PLUGINS, mechanismsOff} from '@site/shared/speedMechanisms';

describe('the speed mechanisms a build leaves out', () => {
  it('leaves out none by default', () => {
    expect(mechanismsOff({})).toEqual([]);
  });

  it('leaves out the ones OPENIAP_SPEED_OFF names, in the order of the list', () => {
    expect(mechanismsOff({OPENIAP_SPEED_OFF: 'desktop-only, paint-first'})).toEqual(['paint-first', 'desktop-only']);
  });

  it('leaves out every mechanism for "all", and the plugins for OPENIAP_SPEED_PLUGINS=off', () => {
    expect(mechanismsOff({OPENIAP_SPEED_OFF: 'all'})).toEqual(Object.keys(SPEED_MECHANISMS));
    expect(mechanismsOff({OPENIAP_SPEED_PLUGINS: 'off'})).toEqual(SPEED_PLUGINS);
  });

  it('stops the build on a name it does not know, naming it', () => {
    expect(() => mechanismsOff({OPENIAP_SPEED_OFF: 'paint-frist'})).toThrow(/"paint-frist"/);
  });
});
