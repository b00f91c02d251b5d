/// Every problem found in a config file.
package struct ConfigErrors: Error, Equatable {
  var errors: [ConfigError]
}
