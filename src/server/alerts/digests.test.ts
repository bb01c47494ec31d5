import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { buildServices } from '../build-services';
import { createLogger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { CSV_HEADER, readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { QUICK_PASSWORD_HASHING } from '../testing/quick-password-hashing';
import { describeApi, testConfig } from '../testing/test-app';
import { runDueDigests } from './run-digests';

// A Monday: the weekly period begins.
let clock = new Date('2026-03-16T06:00:00Z');

const collecting = () => {
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m), close: () => undefined };
  return { mail, mailer };
};

describeApi(
  'alert digests (issue 28 §4)',
  (t) => {
    it('two replicas on one database send each member one digest per period, and the link turns it off', async () => {
      const owner = await t.signUp({ name: 'Digest Owner' });
      // Two readings hours apart: the hours between are missing, and nobody classified them.
      const csv = readingsCsv('2026-03-02 10:00:00', '2026-03-02 16:00:00');
      expect((await uploadCsv(t, owner, csv, 'gappy.csv')).status).toBe(201);
      const editor = await inviteMember(t, owner, 'editor');
      const viewer = await inviteMember(t, owner, 'viewer');

      const other = collecting();
      const replica = await buildServices({
        config: testConfig(await mkdtemp(join(tmpdir(), 'sid-replica-'))),
        db: t.db,
        logger: createLogger('silent'),
        mailer: other.mailer,
        passwordHashing: QUICK_PASSWORD_HASHING,
        now: () => clock,
      });
      const mine = collecting();
      const rounds = () =>
        Promise.all([runDueDigests(t.services, mine.mailer), runDueDigests(replica, other.mailer)]);

      await rounds();
      const sent = [...mine.mail, ...other.mail];
      const teamDigests = sent.filter((m) => m.subject.startsWith('Digest Owner:'));
      expect(teamDigests.map((m) => m.to).sort()).toEqual(
        [owner.email, editor.email, viewer.email].sort(),
      );
      expect(teamDigests[0]!.text).toContain('Gas Turbine Beta: 22 hours missing');
      // The members' own organisations hold no data: nothing needs their attention there.
      expect(sent).toHaveLength(3);

      // Again in the same week: nothing more.
      await rounds();
      expect(mine.mail.length + other.mail.length).toBe(3);

      const link = /http\S+\/api\/unsubscribe\?token=\S+/.exec(
        teamDigests.find((m) => m.to === viewer.email)!.text,
      )![0];
      const off = await t.request(link.slice(link.indexOf('/api/')));
      expect(off.status).toBe(200);
      expect(await off.text()).toContain('You will get no more digests from Digest Owner.');

      // The next week: the owner and the editor once more, the viewer not.
      clock = new Date('2026-03-23T06:00:00Z');
      const before = { mine: mine.mail.length, other: other.mail.length };
      await rounds();
      const next = [...mine.mail.slice(before.mine), ...other.mail.slice(before.other)].map(
        (m) => m.to,
      );
      expect(next.sort()).toEqual([owner.email, editor.email].sort());
    });

    it('sends a weekly digest on a Monday, not on the Friday a member joined, and writes its dates for a reader', async () => {
      // A Friday: the week began on Monday 23 March, when this member had no digest to get.
      clock = new Date('2026-03-27T09:00:00Z');
      const owner = await t.signUp({ name: 'Friday Joiner' });
      const csv = readingsCsv('2026-03-20 10:00:00', '2026-03-20 16:00:00');
      expect((await uploadCsv(t, owner, csv, 'gappy.csv')).status).toBe(201);
      const { mail, mailer } = collecting();
      await runDueDigests(t.services, mailer);
      expect(mail.filter((m) => m.to === owner.email)).toEqual([]);

      clock = new Date('2026-03-30T06:00:00Z');
      await runDueDigests(t.services, mailer);
      const digest = mail.find((m) => m.to === owner.email)!;
      expect(digest.subject).toBe('Friday Joiner: 1 alert (weekly digest)');
      expect(digest.text).toContain('the first from 20 Mar 2026 00:00 to 20 Mar 2026 10:00 UTC');
      expect(digest.text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
    });

    it('lists 50 alerts of a digest with more and links to the rest in the bell', async () => {
      clock = new Date('2026-03-16T06:00:00Z');
      const owner = await t.signUp({ name: 'Many Plants' });
      // 60 plants with hours missing: 60 alerts.
      const rows = Array.from({ length: 60 }, (_, i) =>
        ['10:00', '16:00'].map(
          (at) => `2026-03-02 ${at}:00,${i + 1},Plant ${i + 1},natural_gas,100,0,250,300,1,1,40`,
        ),
      ).flat();
      const csv = [CSV_HEADER, ...rows].join('\n');
      expect((await uploadCsv(t, owner, csv, 'many.csv')).status).toBe(201);
      const { mail, mailer } = collecting();
      await runDueDigests(t.services, mailer);
      const digest = mail.find((m) => m.to === owner.email)!;
      expect(digest.subject).toBe('Many Plants: 60 alerts (weekly digest)');
      expect(digest.text.match(/^- .+ hours missing$/gm)).toHaveLength(50);
      expect(digest.text).toContain(
        `...and 10 more: the bell at the top of the dashboard lists them all: http://localhost:3000/dashboard?org=${owner.id}`,
      );
    });

    it("reads the bell's alerts of the data once, and again once the data changes", async () => {
      clock = new Date('2026-03-16T06:00:00Z');
      const owner = await t.signUp();
      const csv = readingsCsv('2026-03-02 10:00:00', '2026-03-02 16:00:00');
      expect((await uploadCsv(t, owner, csv, 'gappy.csv')).status).toBe(201);
      const titles = async () => {
        const res = await t.request('/api/alerts', { cookie: owner.cookie });
        return ((await res.json()) as { alerts: { title: string }[] }).alerts.map((a) => a.title);
      };
      const missing = 'Gas Turbine Beta: 22 hours missing';
      expect(await titles()).toContain(missing);
      expect(await titles()).toContain(missing);
      // Classified, the hours are no longer an alert: the change raised the data version.
      const day = { plant_id: 2, from: '2026-03-02', to: '2026-03-02', reason: 'not_operating' };
      expect((await sendJson(t, owner, 'PUT', '/api/quality/gaps', day)).status).toBe(204);
      expect(await titles()).not.toContain(missing);
    });

    it('lists the alerts for the bell, a refused change to a locked year among them', async () => {
      clock = new Date('2026-03-16T06:00:00Z');
      const owner = await t.signUp();
      const csv = readingsCsv('2025-03-01 10:00:00', '2025-03-01 12:00:00');
      expect((await uploadCsv(t, owner, csv, 'march.csv')).status).toBe(201);
      expect((await sendJson(t, owner, 'PUT', '/api/plants/2', { in_ets: true })).status).toBe(200);
      expect((await sendJson(t, owner, 'POST', '/api/years/2025/lock')).status).toBe(201);
      // Read once before the refusal: the refusal is no change of the data, and shows at once.
      expect((await t.request('/api/alerts', { cookie: owner.cookie })).status).toBe(200);
      const late = readingsCsv('2025-04-01 10:00:00');
      expect((await uploadCsv(t, owner, late, 'april.csv')).status).toBe(409);

      const res = await t.request('/api/alerts', { cookie: owner.cookie });
      const { alerts } = (await res.json()) as { alerts: { kind: string; title: string }[] };
      expect(alerts.map((a) => a.title)).toEqual([
        'Verified emissions report for 2025: 15 days left',
        'Gas Turbine Beta: 22 hours missing',
        '1 change to a locked year refused',
      ]);
      const { frequency } = (await (
        await t.request('/api/digest', { cookie: owner.cookie })
      ).json()) as { frequency: string };
      expect(frequency).toBe('weekly');
      expect((await sendJson(t, owner, 'PUT', '/api/digest', { frequency: 'daily' })).status).toBe(
        200,
      );
    });
  },
  { now: () => clock },
);
