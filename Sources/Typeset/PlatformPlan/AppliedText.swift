/// The text an adapter put into a view with a style's attributes, so that it applies them again
/// (after a change of the category or Bold Text) only while the view still shows that text.
///
/// A view's text belongs to the app as soon as anything else sets it: the user typing in a text
/// view, or a later `label.text = …`. Applying the adapter's text again would overwrite that.
///
/// ```swift
/// var applied = AppliedText("Hello")
/// applied.textToReapply(viewText: "Hello")  // "Hello": still ours, apply again
/// applied.textToReapply(viewText: "Hello, world")  // nil: edited; never touched again
/// applied.textToReapply(viewText: "Hello")  // nil
/// ```
public struct AppliedText: Hashable, Sendable {
  /// The text last applied, or `nil` when the adapter manages no text (any more).
  public private(set) var text: String?

  /// The text an adapter has just applied, or `nil` when it applied none.
  public init(_ text: String? = nil) {
    self.text = text
  }

  /// The text to apply again when the view shows `viewText`: the applied text while the view
  /// still shows exactly it, otherwise `nil`, and from then on the adapter leaves the text
  /// alone (it applies only the font).
  public mutating func textToReapply(viewText: String?) -> String? {
    guard let text else { return nil }
    guard viewText == text else {
      self.text = nil
      return nil
    }
    return text
  }
}
