import { TextField } from '@booking/shared/ui/text-field/text-field';
import { FormattedMessage } from 'react-intl';

const WORDS = {
  table: {
    edit: 'staff.settings.tables.table.editTitle',
    add: 'staff.settings.tables.table.newTitle',
    name: 'staff.settings.tables.table.name',
    hint: 'staff.settings.tables.table.nameHint',
  },
  combination: {
    edit: 'staff.settings.tables.combination.editTitle',
    add: 'staff.settings.tables.combination.newTitle',
    name: 'staff.settings.tables.combination.name',
    hint: null,
  },
} as const;

interface FloorFormHeadProps {
  kind: keyof typeof WORDS;
  idPrefix: string;
  /** The name of the one changed, or null when one is added. */
  editing: string | null;
}

/** A table's or a combination's form starts alike: "Edit A1" or "New table", then its name. */
export function FloorFormHead({ kind, idPrefix, editing }: FloorFormHeadProps) {
  const words = WORDS[kind];
  return (
    <>
      <h3 id={`${idPrefix}-title`}>
        {editing === null ? (
          <FormattedMessage id={words.add} />
        ) : (
          <FormattedMessage id={words.edit} values={{ name: editing }} />
        )}
      </h3>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        autoComplete="off"
        required
        label={<FormattedMessage id={words.name} />}
        {...(words.hint ? { hint: <FormattedMessage id={words.hint} /> } : {})}
      />
    </>
  );
}
