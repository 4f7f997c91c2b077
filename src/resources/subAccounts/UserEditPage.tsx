import { useSearchParams } from 'react-router-dom';
import { RoleEdit } from '../roles/RoleEdit';
import { SubAccountEdit } from './SubAccountEdit';

/**
 * /users/edit?type=account|role[&id=…] (spec section 2): creates (no id) or edits a
 * sub-account or a role, with the resources' own forms.
 */
export default function UserEditPage() {
  const [search] = useSearchParams();
  const id = search.get('id') || undefined;
  // a new key remounts the form when the same route switches between records
  const key = `${search.get('type')}:${id ?? ''}`;
  return search.get('type') === 'role' ? (
    <RoleEdit key={key} id={id} />
  ) : (
    <SubAccountEdit key={key} id={id} />
  );
}
