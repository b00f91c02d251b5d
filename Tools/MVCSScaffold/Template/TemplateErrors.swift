/// Every problem found in one or more templates.
package struct TemplateErrors: Error, Equatable {
  var errors: [TemplateError]
}
