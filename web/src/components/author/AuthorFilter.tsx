// A team's lists (History, Clients, the dashboard's recent work) show everyone's items, or only the
// caller's (DESIGN §11: `?author=mine`). The personal workspace has only the caller's: no filter there.
import type { AuthorFilter as Author } from '@growth-suite/shared';
import { Segmented } from 'antd';

export default function AuthorFilter({ value, onChange, label }: { value: Author; onChange: (value: Author) => void; label: string }) {
  return (
    <Segmented<Author>
      aria-label={label}
      value={value}
      onChange={onChange}
      options={[
        { label: 'Everyone', value: 'everyone' },
        { label: 'Mine', value: 'mine' },
      ]}
    />
  );
}

/** "By Olive Owner": who made an item, where a team's list shows it (absent from an older api: nothing). */
export const byAuthor = (author: { name: string } | undefined) => (author ? `By ${author.name}` : null);
