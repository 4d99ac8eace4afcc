// @ts-check
/** @type {import("@docusaurus/plugin-content-docs").SidebarsConfig} */
const typedocSidebar = {
  items: [
    {
      type: "category",
      label: "Enumerations",
      items: [
        {
          type: "doc",
          id: "api/enumerations/AlternativeBillingModeAndroid",
          label: "AlternativeBillingModeAndroid"
        },
        {
          type: "doc",
          id: "api/enumerations/ErrorCode",
          label: "ErrorCode"
        },
        {
          type: "doc",
          id: "api/enumerations/IapEvent",
          label: "IapEvent"
        },
        {
          type: "doc",
          id: "api/enumerations/ReplacementModeAndroid",
          label: "ReplacementModeAndroid"
        }
      ]
    },
    {
      type: "category",
      label: "Interfaces",
      items: [
        {
          type: "doc",
          id: "api/interfaces/ActiveSubscription",
          label: "ActiveSubscription"
        },
        {
          type: "doc",
          id: "api/interfaces/ActiveSubscriptionRenewalInfoIOS",
          label: "ActiveSubscriptionRenewalInfoIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/AndroidOperations",
          label: "AndroidOperations"
        },
        {
          type: "doc",
          id: "api/interfaces/AndroidResponseCodeMappingEntry",
          label: "AndroidResponseCodeMappingEntry"
        },
        {
          type: "doc",
          id: "api/interfaces/AppTransaction",
          label: "AppTransaction"
        },
        {
          type: "doc",
          id: "api/interfaces/CommonOperations",
          label: "CommonOperations"
        },
        {
          type: "doc",
          id: "api/interfaces/DeepLinkOptions",
          label: "DeepLinkOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/Discount",
          label: "Discount"
        },
        {
          type: "doc",
          id: "api/interfaces/DiscountIOS",
          label: "DiscountIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/DiscountOffer",
          label: "DiscountOffer"
        },
        {
          type: "doc",
          id: "api/interfaces/EventListeners",
          label: "EventListeners"
        },
        {
          type: "doc",
          id: "api/interfaces/EventSubscription",
          label: "EventSubscription"
        },
        {
          type: "doc",
          id: "api/interfaces/ExponentialRetryStrategy",
          label: "ExponentialRetryStrategy"
        },
        {
          type: "doc",
          id: "api/interfaces/ExternalPurchaseLinkResultIOS",
          label: "ExternalPurchaseLinkResultIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/ExternalPurchaseNoticeResultIOS",
          label: "ExternalPurchaseNoticeResultIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/FixedRetryStrategy",
          label: "FixedRetryStrategy"
        },
        {
          type: "doc",
          id: "api/interfaces/HorizonOptions",
          label: "HorizonOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/HorizonProductRequest",
          label: "HorizonProductRequest"
        },
        {
          type: "doc",
          id: "api/interfaces/IapEventPayloads",
          label: "IapEventPayloads"
        },
        {
          type: "doc",
          id: "api/interfaces/InitConnectionConfig",
          label: "InitConnectionConfig"
        },
        {
          type: "doc",
          id: "api/interfaces/IosNativeErrorMappingEntry",
          label: "IosNativeErrorMappingEntry"
        },
        {
          type: "doc",
          id: "api/interfaces/IosOperations",
          label: "IosOperations"
        },
        {
          type: "doc",
          id: "api/interfaces/LinearRetryStrategy",
          label: "LinearRetryStrategy"
        },
        {
          type: "doc",
          id: "api/interfaces/OpenIap",
          label: "OpenIap"
        },
        {
          type: "doc",
          id: "api/interfaces/PendingSubscriptionChange",
          label: "PendingSubscriptionChange"
        },
        {
          type: "doc",
          id: "api/interfaces/PricingPhaseAndroid",
          label: "PricingPhaseAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/PricingPhasesAndroid",
          label: "PricingPhasesAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductAndroid",
          label: "ProductAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductAndroidOneTimePurchaseOfferDetail",
          label: "ProductAndroidOneTimePurchaseOfferDetail"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductCommon",
          label: "ProductCommon"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductIOS",
          label: "ProductIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductRequest",
          label: "ProductRequest"
        },
        {
          type: "doc",
          id: "api/interfaces/ProductSubscriptionAndroidOfferDetails",
          label: "ProductSubscriptionAndroidOfferDetails"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseAndroid",
          label: "PurchaseAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseCommon",
          label: "PurchaseCommon"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseError",
          label: "PurchaseError"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseIOS",
          label: "PurchaseIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseOfferIOS",
          label: "PurchaseOfferIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/PurchaseOptions",
          label: "PurchaseOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/ReceiptValidationAndroidOptions",
          label: "ReceiptValidationAndroidOptions"
        },
        {
          type: "doc",
          id: "api/interfaces/ReceiptValidationProps",
          label: "ReceiptValidationProps"
        },
        {
          type: "doc",
          id: "api/interfaces/ReceiptValidationResultAndroid",
          label: "ReceiptValidationResultAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/ReceiptValidationResultIOS",
          label: "ReceiptValidationResultIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/ReinitializeRetryStrategy",
          label: "ReinitializeRetryStrategy"
        },
        {
          type: "doc",
          id: "api/interfaces/RenewalInfoIOS",
          label: "RenewalInfoIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestPurchaseAndroidProps",
          label: "RequestPurchaseAndroidProps"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestPurchaseInAppProps",
          label: "RequestPurchaseInAppProps"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestPurchaseIosProps",
          label: "RequestPurchaseIosProps"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestPurchasePropsByPlatforms",
          label: "RequestPurchasePropsByPlatforms"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestPurchaseSubsProps",
          label: "RequestPurchaseSubsProps"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestSubscriptionAndroidProps",
          label: "RequestSubscriptionAndroidProps"
        },
        {
          type: "doc",
          id: "api/interfaces/RequestSubscriptionPropsByPlatforms",
          label: "RequestSubscriptionPropsByPlatforms"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionInfo",
          label: "SubscriptionInfo"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionOffer",
          label: "SubscriptionOffer"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionOfferAndroid",
          label: "SubscriptionOfferAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionPeriod",
          label: "SubscriptionPeriod"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionProductAndroid",
          label: "SubscriptionProductAndroid"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionProductIOS",
          label: "SubscriptionProductIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionStatusIOS",
          label: "SubscriptionStatusIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/SubscriptionStatusRenewalInfoIOS",
          label: "SubscriptionStatusRenewalInfoIOS"
        },
        {
          type: "doc",
          id: "api/interfaces/UserChoiceBillingDetails",
          label: "UserChoiceBillingDetails"
        }
      ]
    },
    {
      type: "category",
      label: "Type Aliases",
      items: [
        {
          type: "doc",
          id: "api/type-aliases/ConnectionState",
          label: "ConnectionState"
        },
        {
          type: "doc",
          id: "api/type-aliases/EnvironmentIOS",
          label: "EnvironmentIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/ExpirationReasonIOS",
          label: "ExpirationReasonIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/ExternalPurchaseInfoPlistKey",
          label: "ExternalPurchaseInfoPlistKey"
        },
        {
          type: "doc",
          id: "api/type-aliases/ExternalPurchaseNoticeActionIOS",
          label: "ExternalPurchaseNoticeActionIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/HorizonStore",
          label: "HorizonStore"
        },
        {
          type: "doc",
          id: "api/type-aliases/IapEventListener",
          label: "IapEventListener"
        },
        {
          type: "doc",
          id: "api/type-aliases/PaymentMode",
          label: "PaymentMode"
        },
        {
          type: "doc",
          id: "api/type-aliases/Platform",
          label: "Platform"
        },
        {
          type: "doc",
          id: "api/type-aliases/PriceIncreaseStatusIOS",
          label: "PriceIncreaseStatusIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/Product",
          label: "Product"
        },
        {
          type: "doc",
          id: "api/type-aliases/ProductQueryType",
          label: "ProductQueryType"
        },
        {
          type: "doc",
          id: "api/type-aliases/ProductType",
          label: "ProductType"
        },
        {
          type: "doc",
          id: "api/type-aliases/ProductTypeIOS",
          label: "ProductTypeIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/Purchase",
          label: "Purchase"
        },
        {
          type: "doc",
          id: "api/type-aliases/PurchaseLifecycleState",
          label: "PurchaseLifecycleState"
        },
        {
          type: "doc",
          id: "api/type-aliases/PurchaseState",
          label: "PurchaseState"
        },
        {
          type: "doc",
          id: "api/type-aliases/ReceiptValidationResult",
          label: "ReceiptValidationResult"
        },
        {
          type: "doc",
          id: "api/type-aliases/RenewalOfferTypeIOS",
          label: "RenewalOfferTypeIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/RequestPurchaseProps",
          label: "RequestPurchaseProps"
        },
        {
          type: "doc",
          id: "api/type-aliases/RetryStrategy",
          label: "RetryStrategy"
        },
        {
          type: "doc",
          id: "api/type-aliases/StorefrontCode",
          label: "StorefrontCode"
        },
        {
          type: "doc",
          id: "api/type-aliases/StoreProductKindAndroid",
          label: "StoreProductKindAndroid"
        },
        {
          type: "doc",
          id: "api/type-aliases/StoreProductKindIOS",
          label: "StoreProductKindIOS"
        },
        {
          type: "doc",
          id: "api/type-aliases/SubscriptionOfferType",
          label: "SubscriptionOfferType"
        },
        {
          type: "doc",
          id: "api/type-aliases/SubscriptionPeriodUnit",
          label: "SubscriptionPeriodUnit"
        },
        {
          type: "doc",
          id: "api/type-aliases/SubscriptionProduct",
          label: "SubscriptionProduct"
        },
        {
          type: "doc",
          id: "api/type-aliases/SubscriptionState",
          label: "SubscriptionState"
        },
        {
          type: "doc",
          id: "api/type-aliases/TransactionReasonIOS",
          label: "TransactionReasonIOS"
        }
      ]
    },
    {
      type: "category",
      label: "Variables",
      items: [
        {
          type: "doc",
          id: "api/variables/alternativeBillingMinimumBillingLibrary",
          label: "alternativeBillingMinimumBillingLibrary"
        },
        {
          type: "doc",
          id: "api/variables/androidAcknowledgeWindowDays",
          label: "androidAcknowledgeWindowDays"
        },
        {
          type: "doc",
          id: "api/variables/androidResponseCodeMapping",
          label: "androidResponseCodeMapping"
        },
        {
          type: "doc",
          id: "api/variables/externalPurchaseLinkLimits",
          label: "externalPurchaseLinkLimits"
        },
        {
          type: "doc",
          id: "api/variables/externalPurchaseLinksSinceGql",
          label: "externalPurchaseLinksSinceGql"
        },
        {
          type: "doc",
          id: "api/variables/externalPurchaseRegions",
          label: "externalPurchaseRegions"
        },
        {
          type: "doc",
          id: "api/variables/externalTokenReportHours",
          label: "externalTokenReportHours"
        },
        {
          type: "doc",
          id: "api/variables/horizonDevices",
          label: "horizonDevices"
        },
        {
          type: "doc",
          id: "api/variables/horizonMinimumGoogleModuleVersion",
          label: "horizonMinimumGoogleModuleVersion"
        },
        {
          type: "doc",
          id: "api/variables/iosNativeErrorMapping",
          label: "iosNativeErrorMapping"
        },
        {
          type: "doc",
          id: "api/variables/minimumAndroidVersion",
          label: "minimumAndroidVersion"
        },
        {
          type: "doc",
          id: "api/variables/minimumIOSVersions",
          label: "minimumIOSVersions"
        },
        {
          type: "doc",
          id: "api/variables/recommendedHandling",
          label: "recommendedHandling"
        },
        {
          type: "doc",
          id: "api/variables/retryStrategies",
          label: "retryStrategies"
        },
        {
          type: "doc",
          id: "api/variables/willExpireSoonDays",
          label: "willExpireSoonDays"
        }
      ]
    }
  ]
};
module.exports = typedocSidebar.items;