#import "ProfileViewController.h"
#import "Constants.h"

@implementation ProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.automaticallyAdjustsScrollViewInsets = NO;
    self.tableView = [[UITableView alloc] initWithFrame:CGRectMake(0, 64, SCREEN_WIDTH, SCREEN_HEIGHT - 64 - 49)];
    [self.view addSubview:self.tableView];
    NSString *model = [self deviceModel];
    if ([model isEqualToString:@"iPhone10,6"]) {
        self.tableView.contentInset = UIEdgeInsetsMake(88, 0, 34, 0);
    }
    CGFloat top = [UIApplication sharedApplication].statusBarFrame.size.height + 44;
    self.headerTop.constant = top;
}

- (void)viewSafeAreaInsetsDidChange {
    [super viewSafeAreaInsetsDidChange];
    self.toolbarHeightConstraint.constant = 49 + self.view.safeAreaInsets.bottom;
}

- (void)pinFooter {
    if (@available(iOS 11.0, *)) {
        [self.footer.bottomAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.bottomAnchor].active = YES;
    } else {
        [self.footer.bottomAnchor constraintEqualToAnchor:self.bottomLayoutGuide.topAnchor].active = YES;
    }
    switch ((int)[UIScreen mainScreen].nativeBounds.size.height) {
        case 2436:
            self.footerHeight.constant = 83;
            break;
        default:
            break;
    }
}

@end
