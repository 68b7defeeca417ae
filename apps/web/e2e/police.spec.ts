// Police management end to end (issue 4): as an administrator add, edit, resolve a version conflict,
// delete and undo, export CSV; as a user with read-only rights see no add, edit or delete controls.
// Screenshots of the directory, the form and the administrators' home: Thai light; all of
// th/en × light/dark with E2E_FULL=1.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, newPage, passContext, screenshot, screenshotPasses, waitForPath } from './harness';
import { PolicePage } from './pages/police.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CSV_HEADER = 'badge_no,rank,first_name_th,last_name_th,first_name_en,last_name_en,position,district_code,phone,email,status,updated_at';

/** Calls the API from inside the page with the signed-in user's token. */
async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('auth:token');
      const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

const idFromPath = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

describe('police management as an administrator', () => {
  let page: Page;
  let police: PolicePage;
  const badge = `E2E-${Date.now().toString(36).toUpperCase()}`;
  let id = '';

  beforeAll(async () => {
    page = await newPage(browser, { locale: 'th-TH' });
    police = new PolicePage(page);
    await new SignInPage(page).signInFromLogin('admin', '/police');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('the home shows officers per district and recent changes', async () => {
    await page.getByTestId('district-glance').waitFor();
    expect(await page.locator('[data-testid="district-glance"] li').count()).toBeGreaterThanOrEqual(36);
    expect(await page.getByTestId('police-stats').innerText()).toContain('200');
    expect(await page.getByTestId('quick-add').count()).toBe(1);
  });

  it('the directory pages, sorts and keeps its filters in the address', async () => {
    await police.openDirectory();
    expect(await police.rows().count()).toBe(25);
    expect(await page.getByTestId('range').innerText()).toContain('200');
    await page.locator('[data-sort="badgeNo"]').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await page.locator('th[aria-sort="descending"] [data-sort="badgeNo"]').waitFor();
    await police.waitForRows();
    const badges = await police.rowBadges();
    expect([...badges].sort().reverse()).toEqual(badges);
    await page.getByTestId('filter-status').selectOption('suspended');
    await page.waitForURL((url) => url.searchParams.get('status') === 'suspended');
    await police.waitForRows();
    const texts = await police.rows().allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((t) => t.includes('พักราชการ'))).toBe(true);
    // The address is shareable: a fresh load shows the same filter.
    await page.reload();
    await police.waitForRows();
    expect(await page.getByTestId('filter-status').inputValue()).toBe('suspended');
  });

  it('adds an officer; field errors are in Thai; a duplicate badge shows on the badge field', async () => {
    await police.openDirectory();
    await police.addButton().click();
    await waitForPath(page, '/police/add');
    await police.waitForForm();
    await police.save();
    expect(await police.fieldError('badgeNo').innerText()).toBe('จำเป็นต้องกรอก');
    expect(await police.fieldError('rank').innerText()).toBe('โปรดเลือกยศ');
    await police.fill({ badgeNo: badge, rank: 'pol-capt', firstNameTh: 'ทดสอบ', lastNameTh: 'ระบบยาม', firstNameEn: 'Test', lastNameEn: 'Yaam', position: 'สารวัตร', phone: '081-234-5678', email: 'test@yaam.example' });
    await police.pickDistrict('Lumphini');
    await police.save();
    await page.waitForURL((url) => url.pathname === '/polices' && url.searchParams.get('q') === badge);
    await police.row(badge).waitFor();
    expect(await police.row(badge).innerText()).toContain('ร.ต.อ. ทดสอบ ระบบยาม');
    await police.toast('เพิ่มเจ้าหน้าที่แล้ว').waitFor();

    await page.goto('/police/add');
    await police.waitForForm();
    await police.fill({ badgeNo: badge, rank: 'pol-lt', firstNameTh: 'ซ้ำ', lastNameTh: 'หมายเลข' });
    await police.save();
    await police.fieldError('badgeNo').waitFor();
    expect(await police.fieldError('badgeNo').innerText()).toBe('หมายเลขประจำตัวนี้มีเจ้าหน้าที่ท่านอื่นใช้แล้ว');
    // Leaving with unsaved changes asks first.
    await page.getByTestId('cancel').click();
    await page.getByTestId('leave-dialog').waitFor();
    await page.getByTestId('leave-discard').click();
    await waitForPath(page, '/polices');
  });

  it('edits the officer from its row', async () => {
    await police.openDirectory(`?q=${badge}`);
    await police.row(badge).click();
    await page.waitForURL((url) => url.pathname.startsWith('/police/edit/'));
    id = idFromPath(page);
    await police.waitForForm();
    expect(await page.getByTestId('field-firstNameTh').inputValue()).toBe('ทดสอบ');
    await police.fill({ position: 'สารวัตรสืบสวน' });
    await police.save();
    await waitForPath(page, '/polices');
    await police.toast('บันทึกการแก้ไขแล้ว').waitFor();
    const saved = await apiCall<{ position: string; version: number }>(page, 'GET', `/api/v1/polices/${id}`);
    expect(saved.body).toMatchObject({ position: 'สารวัตรสืบสวน', version: 2 });
  });

  it('a stale save shows who changed it; "reload theirs" and "overwrite with mine" both work', async () => {
    const other = await page.context().newPage();
    const otherPolice = new PolicePage(other);
    await page.goto(`/police/edit/${id}`);
    await police.waitForForm();
    // Someone else saves in another tab.
    await other.goto(`/police/edit/${id}`);
    await otherPolice.waitForForm();
    await otherPolice.fill({ position: 'รองสารวัตร' });
    await otherPolice.save();
    await waitForPath(other, '/polices');
    await other.close();

    await police.fill({ phone: '089-999-0000' });
    await police.save();
    await police.conflictDialog().waitFor();
    const text = await police.conflictDialog().innerText();
    expect(text).toContain('admin');
    expect(text).toContain('รองสารวัตร');
    await page.getByTestId('conflict-reload').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="field-position"]') as HTMLInputElement | null)?.value === 'รองสารวัตร');
    expect(await police.formVersion()).toBe(3);

    // A change through the API in between, then overwrite it on purpose.
    const current = await apiCall<Record<string, unknown>>(page, 'GET', `/api/v1/polices/${id}`);
    const { id: _id, deletedAt: _d, createdAt: _c, updatedAt: _u, updatedBy: _b, ...input } = current.body;
    expect((await apiCall(page, 'PUT', `/api/v1/polices/${id}`, { ...input, position: 'ผู้กำกับ' })).status).toBe(200);
    await police.fill({ lastNameEn: 'Mine' });
    await police.save();
    await police.conflictDialog().waitFor();
    await page.getByTestId('conflict-overwrite').click();
    await waitForPath(page, '/polices');
    const after = await apiCall<{ lastNameEn: string; position: string; version: number }>(page, 'GET', `/api/v1/polices/${id}`);
    expect(after.body).toMatchObject({ lastNameEn: 'Mine', position: 'รองสารวัตร', version: 5 });
  });

  it('deletes the officer and undoes it from the toast', async () => {
    await police.openDelete(id);
    expect(await page.getByTestId('officer-facts').innerText()).toContain(badge);
    await police.confirmDelete();
    const toast = police.toast('นำเจ้าหน้าที่ออกแล้ว');
    await toast.waitFor();
    expect((await apiCall<{ deletedAt: string | null }>(page, 'GET', `/api/v1/polices/${id}`)).body.deletedAt).not.toBeNull();
    await toast.getByRole('button', { name: 'เลิกทำ' }).click();
    await police.toast('นำเจ้าหน้าที่กลับมาแล้ว').waitFor();
    expect((await apiCall<{ deletedAt: string | null }>(page, 'GET', `/api/v1/polices/${id}`)).body.deletedAt).toBeNull();
    await police.search(badge);
    expect(await police.rowBadges()).toEqual([badge]);
  });

  it('exports the current filter as CSV', async () => {
    await police.openDirectory('?status=retired');
    const range = await page.getByTestId('range').innerText();
    const total = Number(range.split(' ').pop()?.replace(/,/g, ''));
    const csv = await police.exportCsv();
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((l) => l.split(',')[10] === 'retired')).toBe(true);
  });
});

describe('police directory for a user with read rights only', () => {
  it('shows no add, edit or delete controls', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const police = new PolicePage(page);
    await new SignInPage(page).signInFromLogin('officer', '/watchman');
    await police.openDirectory();
    expect(await police.rows().count()).toBe(25);
    expect(await police.addButton().count()).toBe(0);
    await police.rows().first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/police/edit/'));
    await page.getByTestId('officer-facts').waitFor();
    expect(await page.getByTestId('officer-form').count()).toBe(0);
    expect(await page.getByTestId('delete-officer').count()).toBe(0);
    await page.goto('/police/add');
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('officer-form').count()).toBe(0);
    // The API says 403 anyway.
    expect((await apiCall(page, 'POST', '/api/v1/polices', { badgeNo: 'X1', rank: 'pol-lt', firstNameTh: 'ก', lastNameTh: 'ข' })).status).toBe(403);
    await page.context().close();
  });
});

for (const { lng, mode, skip } of screenshotPasses()) {
  it.skipIf(skip)(`screenshots in ${lng}, ${mode}`, async () => {
    const page = await newPage(browser, passContext({ lng, mode }));
    const police = new PolicePage(page);
    await new SignInPage(page).signInFromLogin('admin', '/police');
    await page.getByTestId('district-glance').waitFor();
    await page.getByTestId('recent-changes').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `police-home-${lng}-${mode}`);
    await police.openDirectory();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `police-directory-${lng}-${mode}`);
    await police.rows().first().click();
    await police.waitForForm();
    await police.fill({ badgeNo: 'bad badge!', firstNameTh: '' });
    await police.save();
    await police.fieldError('badgeNo').waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(200);
    await screenshot(page, `police-form-${lng}-${mode}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('cancel').click();
    await page.getByTestId('leave-discard').click();
    await police.page.getByTestId('officer-cards').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `police-directory-${lng}-${mode}-phone`);
    await page.context().close();
  });
}
