// Constants.h — shared layout constants, 2017.
#import <UIKit/UIKit.h>

#define SCREEN_WIDTH  [UIScreen mainScreen].bounds.size.width
#define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
#define kIsIPhoneX (SCREEN_HEIGHT == 812.0f || SCREEN_HEIGHT == 896.0f)
#define kStatusBarHeight (kIsIPhoneX ? 44.f : 20.f)
#define kNavBarHeight 44
#define kTopHeight (kIsIPhoneX ? 88 : 64)
#define kTabBarHeight (kIsIPhoneX ? 83 : 49)
#define kHomeIndicatorHeight 34
