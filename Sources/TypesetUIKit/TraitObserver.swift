#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  /// Re-applies a view's Typeset style when its content size category or legibility weight
  /// changes: trait-change registration on iOS 17 and later, a hidden subview's
  /// `traitCollectionDidChange(_:)` before.
  @MainActor enum TraitObserver {
    static func observe<View: TypesetStyleable>(_ view: View) {
      if #available(iOS 17.0, tvOS 17.0, *) {
        let traits: [UITrait] = [
          UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
        ]
        view.registerForTraitChanges(traits) { (view: View, _: UITraitCollection) in
          TypesetStyler.current(of: view)?.apply(to: view)
        }
      } else {
        // visionOS always has trait-change registration, and deprecates
        // traitCollectionDidChange(_:) from 1.0.
        #if !os(visionOS)
          let observer = TraitChangeView()
          observer.isHidden = true
          observer.isUserInteractionEnabled = false
          observer.onChange = { [weak view] in
            guard let view else { return }
            TypesetStyler.current(of: view)?.apply(to: view)
          }
          view.addSubview(observer)
        #endif
      }
    }
  }

  #if !os(visionOS)
    /// A hidden, zero-size subview that reports trait changes of its superview (before iOS 17).
    final class TraitChangeView: UIView {
      var onChange: (@MainActor () -> Void)?

      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let current = traitCollection
        guard
          previousTraitCollection?.preferredContentSizeCategory
            != current.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != current.legibilityWeight
        else { return }
        onChange?()
      }
    }
  #endif
#endif
