import MVCSSupport

// Messages of bound stored values. They name the storage, the key and the error, never the
// value, which may be a secret.
extension Diagnostic {
  /// A queued write of a bound property failed; the bound properties show the stored value
  /// again (unless reading it back failed too).
  static func sharedWriteFailed(_ failure: StorageFailure, readBackError: (any Error)?)
    -> Diagnostic
  {
    let key = StorageCoding.quoted(failure.key)
    let outcome =
      readBackError == nil
      ? "Every scene bound to it shows the stored value again."
      : """
      Reading it back failed too, so every scene bound to it keeps a value that may not be \
      stored.
      """
    return Diagnostic(
      message: """
        Writing \(key) to the storage "\(failure.storage)" failed: \(clause(failure.message)). \
        \(outcome) \
        To fix, find out from the error why the storage refused the write (disk space, file \
        permissions, a locked database), and bind a status \
        (bind(_:of:to:status:)) so the view tells the user the change was not kept.
        """)
  }

  /// A write of a bound property whose key is read-only, because its stored value was written
  /// by a newer version of the app or cannot be upgraded.
  static func sharedWriteRefused(storage: String, key: String, refusal: any Error) -> Diagnostic {
    Diagnostic(
      message: """
        Writing \(StorageCoding.quoted(key)) to the storage "\(storage)" was refused, and the \
        property shows its previous value again: the stored value cannot be read (\(clause("\(refusal)"))), \
        so it is not overwritten. \
        To fix, do not write the property while its status is failed, or remove the key to \
        start over.
        """)
  }

  /// Reading a bound key failed; the binding shows its last value (the default at first).
  static func sharedReadFailed(_ failure: StorageFailure, isReadOnly: Bool) -> Diagnostic {
    let outcome =
      isReadOnly
      ? """
      Every scene bound to it shows the default (or its last value) and does not write the \
      key, so the stored value is kept.
      """
      : "Every scene bound to it shows the default (or its last value)."
    return Diagnostic(
      message: """
        Reading \(StorageCoding.quoted(failure.key)) from the storage "\(failure.storage)" \
        failed: \(clause(failure.message)). \(outcome) \
        To fix, act on the error above; the binding's status shows the failure to the user.
        """)
  }

  /// Writing an upgraded value back failed; the bound properties show the upgraded value, and
  /// the next read upgrades it again.
  static func sharedMigrationWriteFailed(_ failure: StorageFailure) -> Diagnostic {
    Diagnostic(
      message: """
        Writing the upgraded value of \(StorageCoding.quoted(failure.key)) back to the storage \
        "\(failure.storage)" failed: \(clause(failure.message)). Every scene bound to it shows the \
        upgraded value; the stored value stays old and is upgraded again when next read. \
        To fix, find out from the error why the storage refused the write.
        """)
  }

  /// A value delivered to a binding does not decode as the binding's type.
  static func sharedValueUndecodable(_ failure: StorageFailure) -> Diagnostic {
    Diagnostic(
      message: """
        The value of \(StorageCoding.quoted(failure.key)) in the storage \
        "\(failure.storage)" reached a binding that cannot read it: \(clause(failure.message)). \
        The property keeps its value. \
        To fix, bind the key with the same type everywhere, or with a SharedKey whose \
        migrations read the other type.
        """)
  }

  /// An error's text as a clause of a longer sentence: without its final full stop.
  private static func clause(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }
}
