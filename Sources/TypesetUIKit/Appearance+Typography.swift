#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import TypesetCoreText
    import UIKit
  #endif

  /// The appearance proxies `AppTypography` sets, and what they held before.
  ///
  /// Appearance is applied to a view when it enters a window, so the fonts are set again
  /// whenever the text settings change (`TextSettingsObserver`): bars created afterwards get
  /// the new fonts, and the navigation bars already in the windows of the app's scenes are
  /// given them over their own attributes and appearances. Both styles of navigation bar customisation are set: the legacy title
  /// attributes and the `UINavigationBarAppearance` objects (`standardAppearance`,
  /// `scrollEdgeAppearance`, `compactAppearance`), which take precedence over the legacy ones
  /// wherever an app uses them.
  @MainActor enum Appearance {
    private struct Saved {
      var navigationTitle: [NSAttributedString.Key: Any]?
      var navigationLargeTitle: [NSAttributedString.Key: Any]?
      var standard: UINavigationBarAppearance?
      var scrollEdge: UINavigationBarAppearance?
      var compact: UINavigationBarAppearance?
      var barButtonItem: [NSAttributedString.Key: Any]?
      var tabBarItem: [NSAttributedString.Key: Any]?
      var segment: [NSAttributedString.Key: Any]?
      var selectedSegment: [NSAttributedString.Key: Any]?
    }

    private static var saved: Saved?

    /// Sets the installed typography's fonts on the proxies, for the current app-wide text
    /// settings; does nothing when nothing is installed. Not in app extensions (the live bars
    /// are found through `UIApplication.shared`).
    @available(iOSApplicationExtension, unavailable)
    static func apply() {
      guard let installed = InstalledTypography.state.substitution else { return }
      let substitution = installed.substitution
      let navigationBar = UINavigationBar.appearance()
      let barButtonItem = UIBarButtonItem.appearance()
      let tabBarItem = UITabBarItem.appearance()
      let segmentedControl = UISegmentedControl.appearance()
      if saved == nil {
        // The app's own appearances, kept for every later apply and for restore: the fonts
        // are merged into copies of them, so the app's colours and backgrounds stay.
        #if os(tvOS)
          // tvOS has no large titles: UINavigationBar.largeTitleTextAttributes is
          // API_UNAVAILABLE(tvos).
          let navigationLargeTitle: [NSAttributedString.Key: Any]? = nil
        #else
          let navigationLargeTitle = navigationBar.largeTitleTextAttributes
        #endif
        // A proxy answers what was set on it: nothing, if the app set no standard appearance,
        // although the property is not optional. Read as an optional reference (the same
        // bits, nil for a null pointer), so that UIKit's defaults stand in for nothing.
        let ownStandard = unsafeBitCast(
          navigationBar.standardAppearance, to: UINavigationBarAppearance?.self)
        saved = Saved(
          navigationTitle: navigationBar.titleTextAttributes,
          navigationLargeTitle: navigationLargeTitle,
          standard: ownStandard.map { UINavigationBarAppearance(barAppearance: $0) },
          scrollEdge: navigationBar.scrollEdgeAppearance,
          compact: navigationBar.compactAppearance,
          barButtonItem: barButtonItem.titleTextAttributes(for: .normal),
          tabBarItem: tabBarItem.titleTextAttributes(for: .normal),
          segment: segmentedControl.titleTextAttributes(for: .normal),
          selectedSegment: segmentedControl.titleTextAttributes(for: .selected))
      }
      guard let saved else { return }
      let environment = InstalledTypography.environment(traits: nil)
      func font(_ control: SystemControlFont) -> UIFont? {
        UIFont.substituted(
          substitution.answer(for: control, in: environment), installed, environment)
      }
      func attributes(
        _ control: SystemControlFont, over base: [NSAttributedString.Key: Any]?
      ) -> [NSAttributedString.Key: Any]? {
        guard let font = font(control) else { return base }
        return (base ?? [:]).merging([.font: font]) { _, new in new }
      }
      func appearance(over base: UINavigationBarAppearance) -> UINavigationBarAppearance {
        // A copy: initWithBarAppearance: copies "all relevant properties".
        let appearance = UINavigationBarAppearance(barAppearance: base)
        if let title = attributes(.navigationTitle, over: base.titleTextAttributes) {
          appearance.titleTextAttributes = title
        }
        if let largeTitle = attributes(.navigationLargeTitle, over: base.largeTitleTextAttributes) {
          appearance.largeTitleTextAttributes = largeTitle
        }
        return appearance
      }
      navigationBar.titleTextAttributes = attributes(.navigationTitle, over: saved.navigationTitle)
      #if !os(tvOS)
        navigationBar.largeTitleTextAttributes = attributes(
          .navigationLargeTitle, over: saved.navigationLargeTitle)
      #endif
      navigationBar.standardAppearance = appearance(
        over: saved.standard ?? UINavigationBarAppearance())
      navigationBar.scrollEdgeAppearance = saved.scrollEdge.map { appearance(over: $0) }
      navigationBar.compactAppearance = saved.compact.map { appearance(over: $0) }
      barButtonItem.setTitleTextAttributes(
        attributes(.barButtonItem, over: saved.barButtonItem), for: .normal)
      tabBarItem.setTitleTextAttributes(
        attributes(.tabBarItem, over: saved.tabBarItem), for: .normal)
      segmentedControl.setTitleTextAttributes(
        attributes(.segment, over: saved.segment), for: .normal)
      segmentedControl.setTitleTextAttributes(
        attributes(.selectedSegment, over: saved.selectedSegment), for: .selected)
      // A proxy reaches bars as they enter a window: the bars already on screen get the fonts
      // over their own attributes and appearances (the app's colours stay).
      for bar in liveNavigationBars() {
        bar.titleTextAttributes = attributes(.navigationTitle, over: bar.titleTextAttributes)
        #if !os(tvOS)
          bar.largeTitleTextAttributes = attributes(
            .navigationLargeTitle, over: bar.largeTitleTextAttributes)
        #endif
        bar.standardAppearance = appearance(over: bar.standardAppearance)
        bar.scrollEdgeAppearance = bar.scrollEdgeAppearance.map { appearance(over: $0) }
        bar.compactAppearance = bar.compactAppearance.map { appearance(over: $0) }
      }
    }

    /// The navigation bars in the windows of the app's connected scenes.
    @available(iOSApplicationExtension, unavailable)
    static func liveNavigationBars() -> [UINavigationBar] {
      var bars: [UINavigationBar] = []
      func collect(_ view: UIView) {
        if let bar = view as? UINavigationBar { bars.append(bar) }
        for subview in view.subviews { collect(subview) }
      }
      for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
        for window in scene.windows { collect(window) }
      }
      return bars
    }

    static func restore() {
      guard let saved else { return }
      let navigationBar = UINavigationBar.appearance()
      navigationBar.titleTextAttributes = saved.navigationTitle
      #if !os(tvOS)
        navigationBar.largeTitleTextAttributes = saved.navigationLargeTitle
      #endif
      navigationBar.standardAppearance = saved.standard ?? UINavigationBarAppearance()
      navigationBar.scrollEdgeAppearance = saved.scrollEdge
      navigationBar.compactAppearance = saved.compact
      UIBarButtonItem.appearance().setTitleTextAttributes(saved.barButtonItem, for: .normal)
      UITabBarItem.appearance().setTitleTextAttributes(saved.tabBarItem, for: .normal)
      let segmentedControl = UISegmentedControl.appearance()
      segmentedControl.setTitleTextAttributes(saved.segment, for: .normal)
      segmentedControl.setTitleTextAttributes(saved.selectedSegment, for: .selected)
      self.saved = nil
    }
  }
#endif
