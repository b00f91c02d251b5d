import MVCS
import Testing

struct StorageErrorTests {
  @Test func invalidKeyMessageAsksForANamingKey() {
    #expect(
      StorageError.invalidKey("").description == """
        The storage key "" is invalid: keys must not be empty. \
        To fix, pass a key that names the value, such as "favorites".
        """)
  }

  @Test func typeMismatchMessageNamesKeyTypeAndStoredShape() {
    let error = StorageError.typeMismatch(
      key: "count", requested: "Int", reason: "it holds a JSON string of 4 characters")
    #expect(
      error.description == """
        The value stored under "count" cannot be read as Int: it holds a JSON string of 4 \
        characters. To fix, read it as the type it was written with, \
        or overwrite it with a value of type Int.
        """)
  }

  @Test func longKeyIsShortenedInTheMessage() {
    let key = String(repeating: "k", count: 10_000)
    let error = StorageError.typeMismatch(key: key, requested: "Int", reason: "it holds null")
    #expect(
      error.description == """
        The value stored under "\(String(repeating: "k", count: 60))…" (10000 characters) \
        cannot be read as Int: it holds null. To fix, read it as the type it was written with, \
        or overwrite it with a value of type Int.
        """)
    let exactly100 = String(repeating: "é", count: 100)
    #expect(
      StorageError.typeMismatch(key: exactly100, requested: "Int", reason: "it holds null")
        .description.contains("\"\(exactly100)\""))
  }

  @Test func encodingFailedMessageSaysNothingWasWritten() {
    let error = StorageError.encodingFailed(
      key: "samples", type: "Array<Double>", reason: "nan at [1] is not a finite number")
    #expect(
      error.description == """
        Cannot store a value of type Array<Double> under "samples": \
        nan at [1] is not a finite number. \
        Nothing was written; any previous value was kept. \
        To fix, make sure every part of the value can be encoded.
        """)
  }
}
