import { callApi } from './demo-api';
import { adminApproves, closeDemoPanel, openDemoPanel, pickEndpoint, pickOption, searchAndPick } from './demo-panel';
import { expect, test } from './fixtures';

/** A business centre of Đức Sport, as another tab would create it. */
const businessCentreBody = (name: string) => ({
  name,
  timezone: 'Asia/Ho_Chi_Minh',
  region: 'VN',
  phoneRegionCode: 'VN',
  phone: '912345678',
  secondaryIndustryId: '290104',
  companyWebsite: 'https://ducsport.vn',
  businessName: 'Đức Sport',
});

test.describe('Ad account setup', () => {
  test('a seller who paid the setup cost connects the platform, creates a business centre and gets an ad account', async ({
    app,
    page,
  }) => {
    // The whole journey: the grant page, two dialogs with every field, three admin decisions.
    test.setTimeout(240_000);
    await app.logInAs('rejected-setup-cost');
    await app.dismissAnnouncement();
    // The setup cost paid again and approved: the platform and a business centre are what is left.
    expect((await callApi(page, 'POST', '/api/tickets', { type: 'setup_cost' })).status).toBe(201);
    await adminApproves(app, /^Approve: Setup cost/);

    await app.navigate('/my-ads-account?tab=setup');
    const guide = page.getByRole('region', { name: 'Get your ad account in 3 steps' });
    await expect(guide.getByText('0 of 3 done')).toBeVisible();

    // Before anything is typed the request says what blocks it, and cannot be sent.
    await page.getByRole('button', { name: 'Request an ad account' }).first().click();
    let request = page.getByRole('dialog', { name: 'Request an ad account' });
    await expect(request.getByText('Your platform account is not connected.')).toBeVisible();
    await expect(request.getByText('You have no Business Center yet.')).toBeVisible();
    await expect(request.getByRole('button', { name: 'Send request' })).toBeDisabled();
    await request.getByRole('button', { name: 'Cancel' }).click();

    // Step 1: the simulated grant page, Allow, and back to the guide with the connected account.
    await guide.getByRole('button', { name: 'Connect platform account' }).click();
    await expect(page).toHaveURL(/\/my-ads-account\/connect-simulated$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /wants to access your advertising account/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/my-ads-account\?tab=setup$/);
    await expect(guide.getByText('Connected account')).toBeVisible();
    await expect(guide.getByText('Đức Sport', { exact: true })).toBeVisible();
    await expect(guide.getByText(/^ID: 7\d{18}$/)).toBeVisible();
    await expect(guide.getByText('1 of 3 done')).toBeVisible();
    await expect(guide.getByText('0 of 3 Business Centers')).toBeVisible();

    // Step 2: a bad value of each field, then good ones.
    await guide.getByRole('button', { name: 'Create Business Center' }).click();
    const create = page.getByRole('dialog', { name: 'Create Business Center' });
    await create.getByLabel('Business Center name').fill('BC');
    await create.getByLabel('Business name').fill('x'.repeat(201));
    await create.getByRole('textbox', { name: 'Phone number' }).fill('123');
    await create.getByLabel('Company website').fill('https://www.facebook.com/ducsport');
    await create.getByRole('button', { name: 'Create Business Center' }).click();
    await expect(create.getByText('Name must be between 3 and 100 characters.')).toBeVisible();
    await expect(create.getByText('Must be at most 200 characters.')).toBeVisible();
    await expect(create.getByText('Phone number is invalid.')).toBeVisible();
    await expect(create.getByText('This is not your own business website.')).toBeVisible();
    await expect(create.getByText('This field is required.')).toHaveCount(2);
    await create.getByLabel('Company website').fill('ducsport.vn');
    await create.getByRole('button', { name: 'Create Business Center' }).click();
    await expect(create.getByText('The URL must start with http:// or https://.')).toBeVisible();

    await create.getByLabel('Business Center name').fill('Đức Sport BC');
    await create.getByLabel('Business name').fill('Đức Sport');
    await expect(create.getByRole('combobox', { name: 'Time zone' })).toHaveValue('(GMT+07:00) Asia/Ho Chi Minh');
    await searchAndPick(page, create.getByRole('combobox', { name: 'Country or region' }), 'Vietnam', 'Vietnam');
    await create.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
    await pickOption(page, create.getByRole('combobox', { name: 'Secondary industry' }), 'Shoes');
    await create.getByLabel('Company website').fill('https://ducsport.vn');
    await create.getByRole('button', { name: 'Create Business Center' }).click();
    await expect(create).toBeHidden();
    await expect(guide.getByRole('heading', { name: 'Đức Sport BC' })).toBeVisible();
    await expect(guide.getByText('+84 912345678')).toBeVisible();
    await expect(guide.getByText('1 of 3 Business Centers')).toBeVisible();
    await expect(guide.getByText('2 of 3 done')).toBeVisible();

    // Two more centres from another tab; the fourth, tried from this stale screen, is refused.
    for (const name of ['Đức Sport Running', 'Đức Sport Outlet']) {
      expect((await callApi(page, 'POST', '/api/bc/create', businessCentreBody(name))).status).toBe(201);
    }
    await guide.getByRole('button', { name: 'Create Business Center' }).click();
    await create.getByLabel('Business Center name').fill('Đức Sport Kids');
    await create.getByLabel('Business name').fill('Đức Sport');
    await searchAndPick(page, create.getByRole('combobox', { name: 'Country or region' }), 'Vietnam', 'Vietnam');
    await create.getByRole('textbox', { name: 'Phone number' }).fill('0912345678');
    await pickOption(page, create.getByRole('combobox', { name: 'Secondary industry' }), 'Shoes');
    await create.getByLabel('Company website').fill('https://ducsport.vn');
    await create.getByRole('button', { name: 'Create Business Center' }).click();
    await expect(
      create.getByRole('alert').filter({ hasText: 'You can create up to 3 Business Centers.' }),
    ).toBeVisible();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(guide.getByText('3 of 3 Business Centers')).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Create Business Center' })).toBeDisabled();
    await expect(guide.getByText('You already have 3 Business Centers, the most allowed.')).toBeVisible();

    // Step 3: nothing blocks any more; the request goes to the in-review tab at once.
    await guide.getByRole('button', { name: 'Request an ad account' }).click();
    request = page.getByRole('dialog', { name: 'Request an ad account' });
    await expect(request.getByText('You cannot request an ad account yet')).toBeHidden();
    await request.getByLabel('Ad account name').fill('Đức Sport - Main');
    await request.getByLabel('Store URL').fill('https://ducsport.vn');
    await pickOption(page, request.getByRole('combobox', { name: 'Business Center' }), /^Đức Sport BC/);
    await expect(request.getByRole('combobox', { name: 'Approved product link' })).toHaveValue(
      'https://ducsport.vn/products/giay-chay-bo',
    );
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request).toBeHidden();
    await expect(page).toHaveURL(/tab=in_review/);
    await expect(page.getByRole('tab', { name: 'In review', selected: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Đức Sport - Main' })).toBeVisible();

    // The admin approves it: it leaves the in-review tab for the approved one.
    await adminApproves(app, /^Approve: Ad account request/);
    await expect(page.getByRole('cell', { name: 'Đức Sport - Main' })).toBeHidden();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page.getByText('Đức Sport - Main', { exact: true })).toBeVisible();

    // The Starter plan allows one ad account: the next request is stopped before it starts.
    await page.getByRole('button', { name: 'Request an ad account' }).first().click();
    request = page.getByRole('dialog', { name: 'Request an ad account' });
    await expect(request.getByText('The number of ad accounts reached the package limitation.')).toBeVisible();
    await expect(request.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    await expect(request.getByRole('button', { name: 'Send request' })).toBeDisabled();
  });

  test('an older account is not asked for the setup cost: its guide skips it and its first ad account request goes through', async ({
    app,
    page,
  }) => {
    await app.logInAs('older-seller');
    await app.dismissAnnouncement();
    const guide = page.getByRole('region', { name: /Get started/ });
    await expect(guide.getByText('Step 5 of 6')).toBeVisible();
    await expect(guide.getByText('Pay the setup cost')).toHaveCount(0);
    await guide.getByRole('link', { name: 'Create or request an ad account' }).click();

    const setup = page.getByRole('region', { name: 'Get your ad account in 3 steps' });
    await expect(setup.getByText('2 of 3 done')).toBeVisible();
    await setup.getByRole('button', { name: 'Request an ad account' }).click();
    const request = page.getByRole('dialog', { name: 'Request an ad account' });
    await expect(request.getByText('You cannot request an ad account yet')).toBeHidden();
    await request.getByLabel('Ad account name').fill('Mai Handmade - Main');
    await request.getByLabel('Store URL').fill('https://maihandmade.vn');
    await pickOption(page, request.getByRole('combobox', { name: 'Business Center' }), /^Mai Handmade BC/);
    await expect(request.getByRole('combobox', { name: 'Approved product link' })).toHaveValue(
      'https://maihandmade.vn/products/gio-coi',
    );
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request).toBeHidden();
    await expect(page).toHaveURL(/tab=in_review/);
    await expect(page.getByRole('cell', { name: 'Mai Handmade - Main' })).toBeVisible();
    // Nothing was taken for a setup cost: the wallet is as seeded.
    await expect(page.getByRole('link', { name: /^Wallet balance/ })).toHaveText('$151.00');
  });

  test.describe('in Vietnamese', () => {
    test.use({ uiLocale: 'vi' });

    test("an older account's guide has six steps and no setup cost, and its request has nothing in the way", async ({
      app,
      page,
    }) => {
      await app.logInAs('older-seller');
      await app.dismissAnnouncement();
      const guide = page.getByRole('region', { name: /Bắt đầu với/ });
      await expect(guide.getByText('Bước 5/6')).toBeVisible();
      await expect(guide.getByText('Thanh toán phí thiết lập')).toHaveCount(0);
      await expect(guide.getByRole('link', { name: 'Tạo hoặc yêu cầu tài khoản quảng cáo' })).toBeVisible();

      await app.navigate('/my-ads-account?tab=setup');
      await page.getByRole('button', { name: 'Yêu cầu tài khoản quảng cáo' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Yêu cầu tài khoản quảng cáo' });
      await expect(dialog.getByLabel('Tên tài khoản quảng cáo')).toBeEnabled();
      await expect(dialog.getByText('Bạn chưa thể yêu cầu tài khoản quảng cáo')).toBeHidden();
    });

    test('denying the platform permission lands on the failed-connect page, which offers to try again; the sample account leads back to setup', async ({
      app,
      page,
    }) => {
      await app.logInAs('rejected-setup-cost');
      await app.dismissAnnouncement();
      await app.navigate('/my-ads-account?tab=setup');
      await page.getByRole('button', { name: 'Kết nối tài khoản nền tảng' }).first().click();
      await expect(page).toHaveURL(/\/my-ads-account\/connect-simulated$/);
      await page.getByRole('button', { name: 'Từ chối' }).click();

      await expect(page).toHaveURL(/\/my-ads-account\/failed-connect$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Chưa kết nối được tài khoản nền tảng' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Những điều cần kiểm tra' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Liên hệ hỗ trợ/ })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: 'Quay lại hướng dẫn thiết lập' })).toBeVisible();
      await page.getByRole('button', { name: 'Thử lại' }).click();
      await expect(page).toHaveURL(/\/my-ads-account\/connect-simulated$/);

      // Meanwhile the sample ad account shows what the seller will get, marked as a sample.
      await app.navigate('/demo-ads-account');
      await expect(page.getByRole('heading', { level: 1, name: /Tài khoản quảng cáo mẫu/ })).toBeVisible();
      await expect(page.getByText('Đây là tài khoản mẫu, không phải tài khoản quảng cáo thật')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chuyển từ ví' })).toBeDisabled();
      await page.getByRole('link', { name: 'Nhận tài khoản quảng cáo của riêng bạn' }).click();
      await expect(page).toHaveURL(/\/my-ads-account\?tab=setup$/);
    });

    test('each creation gate is explained with its way out, and the request cannot be sent', async ({ app, page }) => {
      const openRequest = async () => {
        await page.goto('/my-ads-account?tab=setup');
        await page.getByRole('button', { name: 'Yêu cầu tài khoản quảng cáo' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Yêu cầu tài khoản quảng cáo' });
        await expect(dialog.getByText('Bạn chưa thể yêu cầu tài khoản quảng cáo')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Gửi yêu cầu' })).toBeDisabled();
        await expect(dialog.getByLabel('Tên tài khoản quảng cáo')).toBeDisabled();
        return dialog;
      };

      // Lan Boutique: connected, two centres, an approved link and room for one more ad account.
      await app.logInAs('verified-seller');
      await app.dismissAnnouncement();
      const mainAdAccount = '/api/ads-accounts/7301845562917340161';

      // The wallet under the minimum top-up ($50): $1,210 of $1,250.40 moved to an ad account.
      expect((await callApi(page, 'PATCH', mainAdAccount, { type: 'transfer', amount: 121_000 })).status).toBe(200);
      let dialog = await openRequest();
      await expect(
        dialog.getByText(
          /^Ví của bạn cần có ít nhất 50,00\s\$ khả dụng để tạo tài khoản quảng cáo; hiện có 40,40\s\$ khả dụng\.$/,
        ),
      ).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute('href', '/payment/add-fund');
      await expect(dialog.getByRole('listitem')).toHaveCount(1);

      // The money back, and the plan's last ad account taken by a request sent from elsewhere.
      expect((await callApi(page, 'PATCH', mainAdAccount, { type: 'withdraw', amount: 121_000 })).status).toBe(200);
      const profile = await callApi(page, 'GET', '/api/users/product-profile');
      const links = (
        profile.body as { productLinks: Array<{ id: string; url: string; status: string; targetMarkets: string[] }> }
      ).productLinks;
      const approved = links.find((link) => link.status === 'approved');
      if (!approved) throw new Error('verified-seller has no approved product link');
      const sent = await callApi(page, 'POST', '/api/ads-accounts/request', {
        name: 'Lan Boutique - Tết',
        storeUrl: 'https://lanboutique.vn',
        businessId: '7201845562917340011',
        targetMarkets: ['VN'],
        productLinkId: approved.id,
      });
      expect(sent.status).toBe(201);
      dialog = await openRequest();
      await expect(dialog.getByText('Số tài khoản quảng cáo đã đạt giới hạn của gói.')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Xem các gói' })).toHaveAttribute('href', '/pricing');
      await expect(dialog.getByRole('listitem')).toHaveCount(1);

      // The approved link edited: back in review, so no approved product link is left.
      const edited = { id: approved.id, url: `${approved.url}?v=2`, targetMarkets: approved.targetMarkets };
      expect((await callApi(page, 'PUT', '/api/users/product-profile', { productLinks: [edited] })).status).toBe(200);
      dialog = await openRequest();
      await expect(
        dialog.getByText('Chưa có liên kết sản phẩm nào được duyệt: hãy cập nhật hoặc chờ quản trị viên phê duyệt.'),
      ).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Đến trang liên kết sản phẩm' })).toHaveAttribute(
        'href',
        '/product-link',
      );
      await expect(dialog.getByRole('listitem')).toHaveCount(2);
    });

    test('a lost platform permission shows the server message in place of the business centres', async ({
      app,
      page,
    }) => {
      await app.logInAs('verified-seller');
      await app.dismissAnnouncement();
      const panel = await openDemoPanel(app, 'faults');
      await pickEndpoint(app, panel, 'businessCentres.listBusinessCentres');
      await pickOption(page, panel.getByRole('combobox', { name: 'Phản hồi' }), 'Lỗi trong danh mục');
      await searchAndPick(
        page,
        panel.getByRole('combobox', { name: 'Mã lỗi' }),
        'user_not_grant',
        'error.user_not_grant_tiktok_permission_to_system',
      );
      await panel.getByRole('button', { name: 'Áp dụng cho endpoint' }).click();
      await expect(panel.getByRole('table').getByText('businessCentres.listBusinessCentres')).toBeVisible();
      await closeDemoPanel(app, panel);

      await page.goto('/my-ads-account?tab=setup');
      const guide = page.getByRole('region', { name: 'Có tài khoản quảng cáo sau 3 bước' });
      const lost = guide.getByRole('alert').filter({ hasText: 'Quyền truy cập nền tảng đã bị thu hồi' });
      await expect(
        lost.getByText('Bạn chưa cấp quyền cho hệ thống truy cập tài khoản nền tảng quảng cáo.'),
      ).toBeVisible();
      await expect(lost.getByRole('button', { name: 'Kết nối lại' })).toBeVisible();
      // The platform account counts as not connected: no account shown, no centre listed.
      await expect(guide.getByText('Tài khoản đã kết nối')).toBeHidden();
      await expect(guide.getByText('Lan Boutique BC')).toBeHidden();
      await expect(guide.getByText('Đã xong 1/3')).toBeVisible();
      await lost.getByRole('button', { name: 'Kết nối lại' }).click();
      await expect(page).toHaveURL(/\/my-ads-account\/connect-simulated$/);
    });
  });
});
