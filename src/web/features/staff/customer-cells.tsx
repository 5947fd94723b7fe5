import { Td } from '../../components/ui/data-table'
import { TypedText } from '../../components/ui/typed-text'
import { formatPhone } from '../../lib/format-phone'

/** A customer's name, email and phone as every staff table of customers shows them: what they typed wraps. */
export function CustomerCells({ customer }: { customer: { name: string; email: string | null; phone: string } }) {
  return (
    <>
      <Td wrap className="font-medium">
        <TypedText>{customer.name}</TypedText>
      </Td>
      <Td wrap>
        <TypedText>{customer.email}</TypedText>
      </Td>
      <Td>{formatPhone(customer.phone)}</Td>
    </>
  )
}
