import Foundation

/// A fixed-size fingerprint of some bytes: MD5, SHA-1 or SHA-256.
///
/// For this package's modules (not API since issue 20: MVCS is not a hashing library): digests
/// make cache keys and file names, where equal input must give an equal, short, file-system-safe
/// name, as `FileStorage` names a key too long for a file name. Text is hashed as its UTF-8 bytes, so non-ASCII text gives the digest
/// every other tool gives:
///
/// ```swift
/// Digest.sha256("abc").hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// Digest.md5(Data([0x61, 0x62, 0x63])).hex  // "900150983cd24fb0d6963f7d28e17f72"
/// let name = Digest.sha1("Grüße").hex + ".json"
/// ```
///
/// MD5 and SHA-1 are broken for security: use them only where a file format or a server asks for
/// them, never to protect data. SHA-256 is the default choice.
package struct Digest: Sendable, Hashable, CustomStringConvertible {
  /// A hash function a ``Digest`` can be computed with.
  package enum Algorithm: String, Sendable, CaseIterable, CustomStringConvertible {
    /// MD5: 16 bytes.
    case md5
    /// SHA-1: 20 bytes.
    case sha1
    /// SHA-256: 32 bytes.
    case sha256

    /// The algorithm's usual name, such as `SHA-256`.
    package var description: String {
      switch self {
      case .md5: "MD5"
      case .sha1: "SHA-1"
      case .sha256: "SHA-256"
      }
    }
  }

  /// The function the digest was computed with.
  package let algorithm: Algorithm
  /// The digest's bytes: 16 for MD5, 20 for SHA-1, 32 for SHA-256.
  package let bytes: [UInt8]

  /// Computes the digest of some bytes.
  ///
  /// ```swift
  /// let digest = Digest(.sha256, of: try Data(contentsOf: file))
  /// ```
  ///
  /// - Parameters:
  ///   - algorithm: The hash function.
  ///   - input: The bytes, such as `Data` or `[UInt8]`.
  package init(_ algorithm: Algorithm, of input: some Collection<UInt8>) {
    self.algorithm = algorithm
    let message = Array(input)
    switch algorithm {
    case .md5: bytes = MD5.hash(message)
    case .sha1: bytes = SHA1.hash(message)
    case .sha256: bytes = SHA256.hash(message)
    }
  }

  /// Computes the digest of text, as its UTF-8 bytes.
  ///
  /// ```swift
  /// Digest(.sha1, of: "abc").hex  // "a9993e364706816aba3e25717850c26c9cd0d89d"
  /// ```
  ///
  /// - Parameters:
  ///   - algorithm: The hash function.
  ///   - text: The text; hashed as UTF-8, as the text is, without normalizing it.
  package init(_ algorithm: Algorithm, of text: String) {
    self.init(algorithm, of: Array(text.utf8))
  }

  /// The MD5 digest of some bytes.
  ///
  /// - Parameter input: The bytes.
  /// - Returns: The digest.
  package static func md5(_ input: some Collection<UInt8>) -> Digest { Digest(.md5, of: input) }

  /// The MD5 digest of text, as its UTF-8 bytes.
  ///
  /// - Parameter text: The text.
  /// - Returns: The digest.
  package static func md5(_ text: String) -> Digest { Digest(.md5, of: text) }

  /// The SHA-1 digest of some bytes.
  ///
  /// - Parameter input: The bytes.
  /// - Returns: The digest.
  package static func sha1(_ input: some Collection<UInt8>) -> Digest { Digest(.sha1, of: input) }

  /// The SHA-1 digest of text, as its UTF-8 bytes.
  ///
  /// - Parameter text: The text.
  /// - Returns: The digest.
  package static func sha1(_ text: String) -> Digest { Digest(.sha1, of: text) }

  /// The SHA-256 digest of some bytes.
  ///
  /// - Parameter input: The bytes.
  /// - Returns: The digest.
  package static func sha256(_ input: some Collection<UInt8>) -> Digest {
    Digest(.sha256, of: input)
  }

  /// The SHA-256 digest of text, as its UTF-8 bytes.
  ///
  /// - Parameter text: The text.
  /// - Returns: The digest.
  package static func sha256(_ text: String) -> Digest { Digest(.sha256, of: text) }

  /// The digest as lowercase hexadecimal, two characters a byte, as `md5sum` and `shasum`
  /// print it.
  package var hex: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The digest in Base64, as some HTTP headers carry it (`Content-MD5`).
  package var base64: String { Data(bytes).base64EncodedString() }

  /// The digest as lowercase hexadecimal, the same as ``hex``.
  package var description: String { hex }
}
