/// The system controls whose titles the app-wide install restyles through appearance proxies,
/// with the size and weight UIKit gives their titles.
///
/// These controls do not follow Dynamic Type in UIKit (except large titles, which UIKit
/// scales itself in accessibility sizes), so they get fixed sizes.
public enum SystemControlFont: String, CaseIterable, Hashable, Sendable {
  /// `UINavigationBar` title: 17 pt semibold (the headline style at large).
  case navigationTitle
  /// `UINavigationBar` large title: 34 pt bold (largeTitle's size, emphasized).
  case navigationLargeTitle
  /// `UIBarButtonItem` title: 17 pt regular.
  case barButtonItem
  /// `UITabBarItem` title: 10 pt medium.
  case tabBarItem
  /// `UISegmentedControl` segment title: 13 pt regular.
  case segment
  /// `UISegmentedControl` selected segment title: 13 pt semibold.
  case selectedSegment

  /// The point size of the control's title.
  public var pointSize: Double {
    switch self {
    case .navigationTitle, .barButtonItem: 17
    case .navigationLargeTitle: 34
    case .tabBarItem: 10
    case .segment, .selectedSegment: 13
    }
  }

  /// The weight of the control's title.
  public var weight: FontWeight {
    switch self {
    case .navigationTitle, .selectedSegment: .semibold
    case .navigationLargeTitle: .bold
    case .barButtonItem, .segment: .regular
    case .tabBarItem: .medium
    }
  }
}
