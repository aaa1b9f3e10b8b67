/**
 * The virtual lists in real Chromium, where rows have heights and the page
 * scrolls: a long journal renders a screenful, the keyboard walks its rows in
 * order past what was first rendered, the focused row survives scrolling away,
 * and the focus comes back to a row far down the list when the editor closes.
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../app/styles.css';
import { ActiveDecisionsList } from './ActiveDecisionsList';
import { dashboardWithEditor } from './dashboard-harness';
import { manyDecisions } from './sample-decisions';

const decisions = manyDecisions(2000);

const Dashboard = () =>
  dashboardWithEditor(decisions, <ActiveDecisionsList decisions={decisions} stageCount={7} onOpen={() => {}} />);

const journalList = () => within(screen.getByRole('region', { name: 'Decision journal' })).getByRole('list');
const rowOf = (element: Element | null) => element?.closest('li');
const placeOf = (element: Element | null) => Number(rowOf(element)?.getAttribute('aria-posinset'));
const frames = (count = 3) =>
  act(async () => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

afterEach(async () => {
  window.scrollTo(0, 0);
  await page.viewport(1024, 768);
});

describe('the journal renders what is on screen', () => {
  it('mounts a screenful of 2,000 rows, as tall as all of them', async () => {
    render(<Dashboard />);
    await frames();
    const rows = within(journalList()).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(50);
    expect(journalList().getBoundingClientRect().height).toBeGreaterThan(2000 * 60);
  });

  it.each([
    { width: 390, layout: 'phone: buttons below the name' },
    { width: 1024, layout: 'desktop: buttons beside the name' },
  ])('lays its rows end to end at $width px ($layout)', async ({ width }) => {
    await page.viewport(width, 768);
    render(<Dashboard />);
    await frames();
    await act(async () => window.scrollTo(0, 20_000));
    await frames();
    const rows = within(journalList()).getAllByRole('listitem');
    for (const [index, row] of rows.entries()) {
      const next = rows[index + 1];
      if (!next || placeOf(next) !== placeOf(row) + 1) continue;
      expect(Math.abs(next.getBoundingClientRect().top - row.getBoundingClientRect().bottom)).toBeLessThan(1);
    }
  });

  it('walks its rows with Tab, in order, past the rows first rendered', async () => {
    render(<Dashboard />);
    await frames();
    const firstRendered = within(journalList()).getAllByRole('listitem').length;
    within(journalList()).getAllByRole('button')[0]?.focus();
    let place = placeOf(document.activeElement);
    for (let tab = 0; tab < 80; tab++) {
      await userEvent.keyboard('{Tab}');
      await frames(1);
      const next = placeOf(document.activeElement);
      expect(journalList().contains(document.activeElement)).toBe(true);
      expect(next).toBeGreaterThanOrEqual(place);
      expect(next).toBeLessThanOrEqual(place + 1);
      place = next;
    }
    expect(place).toBeGreaterThan(firstRendered);
  });

  it('keeps the focused row rendered when the page scrolls away from it', async () => {
    render(<Dashboard />);
    await frames();
    const button = within(journalList()).getAllByRole('button')[0] as HTMLElement;
    button.focus();
    await act(async () => window.scrollTo(0, 60_000));
    await frames();
    expect(within(journalList()).getAllByRole('listitem').length).toBeLessThan(60);
    expect(button).toHaveFocus();
    expect(button.isConnected).toBe(true);
  });

  it('gives the focus back to a row far down the journal when the editor closes', async () => {
    render(<Dashboard />);
    await frames();
    await act(async () => window.scrollTo(0, 50_000));
    await frames();
    const visible = within(journalList())
      .getAllByRole('listitem')
      .find((row) => row.getBoundingClientRect().top > 0) as HTMLElement;
    const place = visible.getAttribute('aria-posinset');
    expect(Number(place)).toBeGreaterThan(500);
    await userEvent.click(within(visible).getAllByRole('button')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await frames();
    const focused = document.activeElement as HTMLElement;
    expect(rowOf(focused)?.getAttribute('aria-posinset')).toBe(place);
    const { top, bottom } = focused.getBoundingClientRect();
    expect(top).toBeGreaterThanOrEqual(0);
    expect(bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});

describe('a side list renders what its box shows', () => {
  it('walks its items with Tab, scrolling the box, in order', async () => {
    render(<Dashboard />);
    await frames();
    const list = within(screen.getByRole('region', { name: 'Active decisions' })).getByRole('list');
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(25);
    within(list).getAllByRole('button')[0]?.focus();
    for (let tab = 1; tab < 40; tab++) {
      await userEvent.keyboard('{Tab}');
      await frames(1);
      expect(placeOf(document.activeElement)).toBe(tab + 1);
      expect(list.contains(document.activeElement)).toBe(true);
    }
  });
});
