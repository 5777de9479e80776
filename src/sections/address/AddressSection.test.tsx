// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import contact from 'virtual:content/doc/page/contact';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import AddressSection from './AddressSection.tsx';

const address = sectionOf(contact, 'address');

describe('AddressSection', () => {
  it('shows the street address in an address block, a line each, then the opening hours', () => {
    const { container } = renderRouted(<AddressSection section={address} />);
    expect(screen.getByRole('heading', { level: 2, name: address.title })).toBeInTheDocument();
    const block = container.querySelector('address') as HTMLElement;
    expect([...block.children].map((line) => line.textContent)).toEqual(address.lines);
    expect(textsOf(within(screen.getByRole('list')).getAllByRole('listitem'))).toEqual(address.hours);
  });

  it('leaves the hours out when there are none', () => {
    renderRouted(<AddressSection section={{ ...address, hours: [] }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
