import { drawsEn } from '../../draws/i18n/en'
import type { FairnessCatalog } from './ko'

export const fairnessEn: FairnessCatalog = {
  title: 'Fairness',
  explanation:
    "A day's 288 seeds are made in advance as a SHA-256 hash chain, and its anchor is published before the day starts. From version 2 a round's result comes from its seed and a public beacon value that exists only after betting has closed. Each round's seed and beacon are revealed at its draw, and your browser can check them itself.",
  date: 'Game date',
  anchor: 'Anchor',
  anchorHelp: "SHA-256 of round 1's seed. Every seed of the day leads back to it.",
  noAnchor: 'No anchor for this date.',
  commitmentOf: 'Round {{round}} commitment',
  notYet: 'Not revealed yet',
  openPage: 'Fairness',
  verify: 'Verify',
  verifyRound: 'Verify round {{round}}',
  verifyAll: 'Verify all',
  verifying: 'Verifying {{done}}/{{total}}',
  summary: '{{verified}} of {{total}} rounds verified',
  summaryWithVoided: '{{verified}} of {{total}} rounds verified ({{voided}} voided)',
  needsSecureContext: 'Verification needs an HTTPS connection.',
  noRounds: 'No rounds were drawn on this date.',
  roundsOf: 'Rounds of {{date}}',
  todayRound: 'Round {{round}}',
  manual: 'Manual result',
  seed: 'Seed',
  voided: 'Voided',
  version: 'v{{version}}',
  versionHint: {
    v1: 'Version 1: drawn from the seed alone',
    v2: 'Version 2: drawn from the seed and the beacon',
  },
  verdict: {
    verified: 'Verified',
    manual: 'Manual result',
    void: 'Voided round · seed verified',
    mismatch: 'Mismatch',
    unavailable: 'Cannot verify',
  },
  checks: {
    label: 'Checks of round {{round}}',
    seed: 'The seed leads to the anchor',
    beaconSignature: "The beacon's signature verifies with the day's public key",
    beaconRound: "The beacon round is this round's (#{{round}})",
    draw: 'The result recomputed from the seed and the beacon randomness matches',
    drawSeedOnly: 'The result recomputed from the seed matches',
    manualDraw: "The operator's result: not the one the seed gives",
    lateDraw: 'The result of the late beacon matches the one published',
    ok: 'passed',
    failed: 'failed',
  },
  voidReason: {
    OPERATOR: 'Voided by the operator',
    BEACON_LATE: 'Voided: the beacon was late',
  },
  lateResult: 'Voided for a late beacon · the result that beacon would have given',
  beaconRound: 'Beacon round',
  randomness: 'Randomness',
  signature: 'Signature',
  beacon: {
    title: 'Draw beacon',
    drand: 'drand quicknet (League of Entropy)',
    drandHelp:
      "Public randomness run together by independent organisations. A round's beacon value comes out after betting has closed, so not even the operator can know or choose it in advance.",
    local: 'Local beacon: not independent',
    localHelp:
      'This beacon is signed with a key the operator holds. You can check that each signature is made with the public key below, but it guarantees nothing against the operator, who holds the key. For testing and development.',
    none: 'No beacon for this date. Version 1 rounds verify from their seed alone.',
    chainHash: 'Chain hash',
    publicKey: 'Public key',
    period: 'Period',
    periodValue: '{{seconds}} s',
  },
  selfApproval: {
    on: 'Self-approval on',
    onHelp:
      'There is a single top administrator, who may propose and approve an intervention (manual result, re-settlement, void) alone.',
    off: 'Four eyes',
    offHelp:
      'An intervention (manual result, re-settlement, void) applies only once a second top administrator approves what the first proposed.',
  },
  interventions: {
    title: 'Operator interventions',
    help: "The operator's decisions applied to this date's rounds, with who proposed them, who approved them and why.",
    empty: 'No operator interventions on this date.',
    kinds: {
      MANUAL_RESULT: 'Manual result',
      RESETTLE: 'Re-settlement',
      ROUND_VOID: 'Round voided',
    },
    round: 'Round {{round}} (#{{roundNo}})',
    proposedBy: 'Proposed by',
    approvedBy: 'Approved by',
    reason: 'Reason',
    appliedAt: 'Applied',
  },
  game: {
    manualResult:
      "This round's result was set by the operator ({{setBy}}) · approved by {{approvedBy}} · reason: {{reason}}",
    manualResultHelp: 'It settles on the result the operator entered, not on a draw. Check before you bet.',
    paused: 'Betting paused (beacon late)',
    pausedShort: 'Paused',
    pausedHelp:
      'The draw beacon is late, so no bets are taken for now. Betting resumes by itself once it is back.',
    resultDelayed: 'Result delayed',
    resultDelayedHelp:
      "The last round's beacon is late and its result is waiting for it. If it does not come within 15 minutes, that round is voided and every stake is refunded.",
  },
  draws: drawsEn,
}
