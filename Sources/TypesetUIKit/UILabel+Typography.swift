#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import ObjectiveC
    import UIKit
  #endif

  extension UILabel {
    /// Gives the label a style of a typography and keeps it current when the content size
    /// category or Bold Text changes.
    ///
    /// Styles that UIKit can scale by itself (`fontMetrics`) get a `UIFontMetrics` font and
    /// `adjustsFontForContentSizeCategory`; every other style gets the engine's size, replaced
    /// by a trait observer. With `text`, the label shows an attributed string that keeps the
    /// style's line height and tracking; after a trait change the attributes are applied again
    /// only while the label still shows that text, so a later `label.text = …` is kept (the
    /// font still follows the style).
    ///
    /// ```swift
    /// titleLabel.setTypography(typography, style: .textStyle(.title2))
    /// bodyLabel.setTypography(typography, style: .textStyle(.body), text: article.body)
    /// ```
    public func setTypography(_ typography: Typography, style: StyleName, text: String? = nil) {
      let styler = TypesetStyler(typography: typography, style: style, text: text)
      TypesetStyler.attach(styler, to: self)
      styler.apply(to: self)
    }
  }

  extension UITextView {
    /// Gives the text view a style of a typography and keeps it current; see
    /// ``UIKit/UILabel/setTypography(_:style:text:)``. Text the user typed is never replaced by
    /// `text` again.
    public func setTypography(_ typography: Typography, style: StyleName, text: String? = nil) {
      let styler = TypesetStyler(typography: typography, style: style, text: text)
      TypesetStyler.attach(styler, to: self)
      styler.apply(to: self)
    }
  }

  /// A view whose font Typeset sets.
  @MainActor protocol TypesetStyleable: UIView, UIContentSizeCategoryAdjusting {
    var typesetFont: UIFont? { get set }
    var typesetAttributedText: NSAttributedString? { get set }
  }

  extension TypesetStyleable {
    /// The text the view shows now.
    var typesetText: String? { typesetAttributedText?.string }
  }

  extension UILabel: TypesetStyleable {
    var typesetFont: UIFont? {
      get { font }
      set { font = newValue }
    }
    var typesetAttributedText: NSAttributedString? {
      get { attributedText }
      set { attributedText = newValue }
    }
  }

  extension UITextView: TypesetStyleable {
    var typesetFont: UIFont? {
      get { font }
      set { font = newValue }
    }
    var typesetAttributedText: NSAttributedString? {
      get { attributedText }
      set { attributedText = newValue }
    }
  }

  /// What a view was given: the typography, the style, the text as it was applied, and the
  /// identity of the font it holds. Attached to the view; applies the plan again when traits
  /// change.
  @MainActor final class TypesetStyler {
    let typography: Typography
    let style: StyleName
    /// The text to apply the first time, then `nil`.
    private var pendingText: String?
    /// The text as applied; applied again only while the view still shows it.
    private(set) var applied = AppliedText()
    var identity: FontIdentity?
    var isObserving = false

    init(typography: Typography, style: StyleName, text: String?) {
      self.typography = typography
      self.style = style
      self.pendingText = text
    }

    private static var key: UInt8 = 0

    static func attach(_ styler: TypesetStyler, to view: UIView) {
      let previous = current(of: view)
      styler.identity = previous?.identity
      styler.isObserving = previous?.isObserving ?? false
      withUnsafePointer(to: &key) { key in
        objc_setAssociatedObject(view, key, styler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    static func current(of view: UIView) -> TypesetStyler? {
      withUnsafePointer(to: &key) { key in
        objc_getAssociatedObject(view, key) as? TypesetStyler
      }
    }

    func apply(to view: some TypesetStyleable) {
      let traits = view.traitCollection
      guard
        let plan = try? typography.platformFontPlan(
          for: style, in: TypeEnvironment(traitCollection: traits))
      else { return }
      let font = UIFont.typeset(plan, traits: traits)
      // UIKit keeps a font from UIFontMetrics current by itself; a fixed one is replaced below.
      view.adjustsFontForContentSizeCategory = plan.identity.isPlatformScaled
      // UIFont.isEqual ignores scaling: compare what Typeset decided instead.
      switch plan.identity.assignment(from: identity) {
      case .unchanged: break
      case .assign: view.typesetFont = font
      case .clearThenAssign:
        view.typesetFont = nil
        view.typesetFont = font
      }
      identity = plan.identity
      let text = pendingText ?? applied.textToReapply(viewText: view.typesetText)
      pendingText = nil
      if let text {
        view.typesetAttributedText = NSAttributedString(
          string: text, attributes: UIFont.typesetAttributes(plan, font: font))
        applied = AppliedText(text)
      }
      let triggers =
        applied.text == nil
        ? plan.updateTriggers : plan.updateTriggers.union(plan.attributeUpdateTriggers)
      if !triggers.isEmpty, !isObserving {
        isObserving = true
        TraitObserver.observe(view)
      }
    }
  }
#endif
