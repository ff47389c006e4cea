import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { closeToast } from './support';

/*
 * Saving and activating a card in the demo (the simulated card form, mocks/rules/payments/cards.ts), as the
 * card tests and the lost-answer tests need one: each spec passes its own texts, in its language.
 */

/** The mock's activation code (CARD_ACTIVATION_CODE in mocks/rules/payments/cards.ts). */
export const ACTIVATION_CODE = '246810';

/** The card dialogs' texts a spec gives, in its language. */
export interface CardFormText {
  add: string;
  addDialog: string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
  save: string;
  saved: (card: string) => string;
  verifyDialog: (card: string) => string;
  code: string;
  activate: string;
  activated: (card: string) => string;
  pending: string;
  verified: string;
  close: string;
}

export interface TestCard {
  number: string;
  label: string;
}

/** A saved card's box: its radio, badges and buttons. */
export const cardBox = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Closes a toast so it cannot cover the next click. */
export const seeToast = async (page: Page, text: Pick<CardFormText, 'close'>, message: string) => {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await closeToast(toast, text.close);
};

export const fillCard = async (dialog: Locator, text: CardFormText, number: string) => {
  await dialog.getByRole('textbox', { name: text.number }).fill(number);
  await dialog.getByRole('textbox', { name: text.expiry }).fill('08/28');
  await dialog.getByRole('textbox', { name: text.cvc }).fill('123');
  await dialog.getByRole('textbox', { name: text.name }).fill('Nguyen Thi Lan');
  await dialog.getByRole('textbox', { name: text.email }).fill('lan.nguyen@example.com');
};

/** Saves a card: it is charged at once, so it is Pending and the dialog asks for its activation code. */
export const addCard = async (page: Page, text: CardFormText, card: TestCard) => {
  await page.getByRole('button', { name: text.add, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: text.addDialog });
  await fillCard(dialog, text, card.number);
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  const verify = page.getByRole('dialog', { name: text.verifyDialog(card.label) });
  await expect(verify.getByRole('textbox', { name: text.code })).toBeVisible();
  await seeToast(page, text, text.saved(card.label));
  await expect(cardBox(page, card.label).getByText(text.pending, { exact: true })).toBeVisible();
  return verify;
};

/** Saves a card and activates it with the statement code. */
export const addVerifiedCard = async (page: Page, text: CardFormText, card: TestCard) => {
  const dialog = await addCard(page, text, card);
  await dialog.getByRole('textbox', { name: text.code }).fill(ACTIVATION_CODE);
  await dialog.getByRole('button', { name: text.activate }).click();
  await expect(dialog).toBeHidden();
  await seeToast(page, text, text.activated(card.label));
  await expect(cardBox(page, card.label).getByText(text.verified, { exact: true })).toBeVisible();
};
