package import Foundation
import MVCSSupport

/// The shared JSON coding of storages, throwing ``StorageError`` with the key, for the storages
/// of MVCS and MVCSSQLite.
extension StorageCoding {
  /// The value as stored JSON, or ``StorageError/encodingFailed(key:type:reason:)``.
  package static func encode<Value: Encodable>(
    _ value: Value, forKey key: String
  ) throws(StorageError) -> Data {
    do throws(StorageCoding.Failure) {
      return try encode(value)
    } catch {
      throw .encodingFailed(key: key, type: error.type, reason: error.reason)
    }
  }

  /// A value of `type` from stored JSON, or ``StorageError/typeMismatch(key:requested:reason:)``.
  package static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, forKey key: String
  ) throws(StorageError) -> Value {
    do throws(StorageCoding.Failure) {
      return try decode(type, from: data)
    } catch {
      throw .typeMismatch(key: key, requested: error.type, reason: error.reason)
    }
  }
}
