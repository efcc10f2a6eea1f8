/// Keys an object must have when another of its keys has some values: a `stepped` scaling
/// needs `step`, a `table` one `sizes` or `preset` (one of them).
package struct FormatRequirement: Sendable {
  /// When the requirement applies.
  package let condition: FormatCondition
  /// The keys of which exactly one must be given.
  package let oneOf: [String]

  /// Exactly one of `keys` when `condition` holds.
  package init(when condition: FormatCondition, oneOf keys: [String]) {
    self.condition = condition
    self.oneOf = keys
  }
}
