import type { ReactNode } from 'react'

/** A back-office table: its column headings, then the rows given, scrolling sideways on a narrow screen. */
export function StaffTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="back-office__table-wrap">
      <table className="back-office__table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
