/// Why a script's text is not a result of the type expected.
package struct ResultTextError: Error, CustomStringConvertible {
  package let description: String
}
