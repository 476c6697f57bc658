import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchForm } from './search-form';

function Harness({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <SearchForm
      query={query}
      onQueryChange={setQuery}
      onSearch={onSearch}
      label="Search jewellery"
      placeholder="Search"
      submitLabel="Search"
      regionLabel="Site search"
    />
  );
}

describe('SearchForm', () => {
  it('submits the trimmed query from the labelled search box', async () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search jewellery' }), '  pearl studs {Enter}');
    expect(onSearch).toHaveBeenCalledWith('pearl studs');
  });

  it('does not submit a blank query', async () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
  });
});
