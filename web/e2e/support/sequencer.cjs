/**
 * The journeys share one server and one demo book, and a few of them change what another reads.
 * Jest's default order (longest or largest files first) is kept, with one rule on top: a journey
 * that reads a demo balance runs before the journey that changes it.
 *
 * - payments.spec.ts splits a payment of Luis Alvarez's PPA1000201 balance across a card and a
 *   bank account; policy-change.spec.ts deletes that policy's second vehicle, whose credit leaves
 *   no balance to split.
 * - claims-simple-photo.spec.ts files a photo-estimate claim on Harold Jensen's PPA1000401 (375 px)
 *   with its first vehicle, whose body type is eligible; policy-change.spec.ts replaces that
 *   vehicle with one decoded from a VIN, which is not, so the Virtual Appraisal section never shows.
 * - claims-list.spec.ts pages through Emily Carter's five demo claims (3 + 2); claim-timeline.spec.ts
 *   reports a sixth for her at 375 px (to have the adjuster request an estimate on a claim of its own).
 */
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

/** [runs first, runs after]: file names under web/e2e. */
const BEFORE = [
  // Danielle Brooks: policy-change.spec resumes her saved change; auth-profile-security.spec changes her password. First, so the pairs below still hold after it moves.
  ['policy-change.spec.ts', 'auth-profile-security.spec.ts'],
  ['payments.spec.ts', 'policy-change.spec.ts'],
  ['claims-simple-photo.spec.ts', 'policy-change.spec.ts'],
  ['claims-list.spec.ts', 'claim-timeline.spec.ts'],
];

class JourneySequencer extends Sequencer {
  sort(tests) {
    const ordered = [...super.sort(tests)];
    for (const [first, after] of BEFORE) {
      const i = ordered.findIndex((t) => path.basename(t.path) === first);
      const j = ordered.findIndex((t) => path.basename(t.path) === after);
      if (i > j && j >= 0) {
        const [moved] = ordered.splice(i, 1);
        ordered.splice(j, 0, moved);
      }
    }
    return ordered;
  }
}

module.exports = JourneySequencer;
