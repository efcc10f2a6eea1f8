#if canImport(UIKit) && !os(watchOS)
  import DynamicType
  import Typeset
  import UIKit

  /// The appearance proxies `AppTypography` sets, and what they held before.
  @MainActor enum Appearance {
    private struct Saved {
      var navigationTitle: [NSAttributedString.Key: Any]?
      var navigationLargeTitle: [NSAttributedString.Key: Any]?
      var barButtonItem: [NSAttributedString.Key: Any]?
      var tabBarItem: [NSAttributedString.Key: Any]?
      var segment: [NSAttributedString.Key: Any]?
      var selectedSegment: [NSAttributedString.Key: Any]?
    }

    private static var saved: Saved?

    static func apply(_ substitution: SystemFontSubstitution) {
      let navigationBar = UINavigationBar.appearance()
      let barButtonItem = UIBarButtonItem.appearance()
      let tabBarItem = UITabBarItem.appearance()
      let segmentedControl = UISegmentedControl.appearance()
      if saved == nil {
        #if os(tvOS)
          // tvOS has no large titles: UINavigationBar.largeTitleTextAttributes is
          // API_UNAVAILABLE(tvos).
          let navigationLargeTitle: [NSAttributedString.Key: Any]? = nil
        #else
          let navigationLargeTitle = navigationBar.largeTitleTextAttributes
        #endif
        saved = Saved(
          navigationTitle: navigationBar.titleTextAttributes,
          navigationLargeTitle: navigationLargeTitle,
          barButtonItem: barButtonItem.titleTextAttributes(for: .normal),
          tabBarItem: tabBarItem.titleTextAttributes(for: .normal),
          segment: segmentedControl.titleTextAttributes(for: .normal),
          selectedSegment: segmentedControl.titleTextAttributes(for: .selected))
      }
      let environment = TypeEnvironment(traitCollection: UITraitCollection.current)
      func attributes(
        _ control: SystemControlFont, over base: [NSAttributedString.Key: Any]?
      ) -> [NSAttributedString.Key: Any]? {
        guard
          let font = UIFont.substituted(
            substitution.answer(for: control, in: environment), substitution, environment, nil)
        else { return base }
        return (base ?? [:]).merging([.font: font]) { _, new in new }
      }
      navigationBar.titleTextAttributes = attributes(
        .navigationTitle, over: saved?.navigationTitle)
      #if !os(tvOS)
        navigationBar.largeTitleTextAttributes = attributes(
          .navigationLargeTitle, over: saved?.navigationLargeTitle)
      #endif
      barButtonItem.setTitleTextAttributes(
        attributes(.barButtonItem, over: saved?.barButtonItem), for: .normal)
      tabBarItem.setTitleTextAttributes(
        attributes(.tabBarItem, over: saved?.tabBarItem), for: .normal)
      segmentedControl.setTitleTextAttributes(
        attributes(.segment, over: saved?.segment), for: .normal)
      segmentedControl.setTitleTextAttributes(
        attributes(.selectedSegment, over: saved?.selectedSegment), for: .selected)
    }

    static func restore() {
      guard let saved else { return }
      let navigationBar = UINavigationBar.appearance()
      navigationBar.titleTextAttributes = saved.navigationTitle
      #if !os(tvOS)
        navigationBar.largeTitleTextAttributes = saved.navigationLargeTitle
      #endif
      UIBarButtonItem.appearance().setTitleTextAttributes(saved.barButtonItem, for: .normal)
      UITabBarItem.appearance().setTitleTextAttributes(saved.tabBarItem, for: .normal)
      let segmentedControl = UISegmentedControl.appearance()
      segmentedControl.setTitleTextAttributes(saved.segment, for: .normal)
      segmentedControl.setTitleTextAttributes(saved.selectedSegment, for: .selected)
      self.saved = nil
    }
  }
#endif
