/*
 * braid/wdm.h -- the Windows kernel (WDM) API subset that driver dispatch routines use for
 * synchronization, for driver-style code checked by Braid.
 *
 * This header stands in for <wdm.h>/<ntddk.h>: include it instead and compile as ordinary C.
 * The functions are modelled in bundles/org.braid.c/models/wdm.c (see docs/models.md). Types
 * keep the WDK's names and the fields drivers use, nothing more; integer types keep their
 * Windows widths (LONG and ULONG are 32 bits, ULONG_PTR is pointer-sized).
 *
 * Dispatcher objects (KEVENT, KSEMAPHORE, KMUTEX, thread objects) start with a DISPATCHER_HEADER
 * (Type, SignalState) so that KeWaitForSingleObject works on all of them, as in Windows.
 */
#ifndef BRAID_WDM_H
#define BRAID_WDM_H

#include <stddef.h>
#include <stdint.h>

#include "braid/intrinsics.h"

/* Annotations. */
#define IN
#define OUT
#define OPTIONAL
#define NTAPI
#define _In_
#define _In_opt_
#define _Out_
#define _Out_opt_
#define _Inout_
#define _Inout_opt_
#define _Use_decl_annotations_
#define UNREFERENCED_PARAMETER(parameter) ((void) (parameter))

/* Basic types (Windows widths). */
#define VOID void
typedef void *PVOID;
typedef char CHAR, CCHAR, *PCHAR;
typedef const char *PCSTR;
typedef unsigned char UCHAR, *PUCHAR;
typedef unsigned char BOOLEAN, *PBOOLEAN;
typedef short SHORT, CSHORT;
typedef unsigned short USHORT, *PUSHORT;
typedef int LONG, *PLONG;
typedef unsigned int ULONG, *PULONG;
typedef long long LONGLONG, LONG64, *PLONG64;
typedef unsigned long long ULONGLONG, ULONG64, *PULONG64;
typedef intptr_t LONG_PTR;
typedef uintptr_t ULONG_PTR, SIZE_T, *PULONG_PTR;
typedef LONG NTSTATUS;
typedef LONG KPRIORITY;
typedef PVOID HANDLE, *PHANDLE;
typedef ULONG ACCESS_MASK;

typedef union _LARGE_INTEGER {
    struct {
        ULONG LowPart;
        LONG HighPart;
    } u;
    LONGLONG QuadPart;
} LARGE_INTEGER, *PLARGE_INTEGER;

#define TRUE 1
#define FALSE 0

/* Status codes. */
#define STATUS_SUCCESS ((NTSTATUS) 0x00000000)
#define STATUS_WAIT_0 ((NTSTATUS) 0x00000000)
#define STATUS_TIMEOUT ((NTSTATUS) 0x00000102)
#define STATUS_PENDING ((NTSTATUS) 0x00000103)
#define STATUS_UNSUCCESSFUL ((NTSTATUS) 0xC0000001)
#define STATUS_NOT_IMPLEMENTED ((NTSTATUS) 0xC0000002)
#define STATUS_INVALID_PARAMETER ((NTSTATUS) 0xC000000D)
#define STATUS_NO_SUCH_DEVICE ((NTSTATUS) 0xC000000E)
#define STATUS_INVALID_DEVICE_REQUEST ((NTSTATUS) 0xC0000010)
#define STATUS_DELETE_PENDING ((NTSTATUS) 0xC0000056)
#define STATUS_INSUFFICIENT_RESOURCES ((NTSTATUS) 0xC000009A)
#define STATUS_DEVICE_NOT_READY ((NTSTATUS) 0xC00000A3)
#define STATUS_CANCELLED ((NTSTATUS) 0xC0000120)
#define STATUS_DEVICE_REMOVED ((NTSTATUS) 0xC00002B6)
#define NT_SUCCESS(status) (((NTSTATUS) (status)) >= 0)

/* Checks: ASSERT and bug checks are assertion failures. */
#define ASSERT(condition) __braid_assert(!!(condition), "ASSERT(" #condition ")")
#define NT_ASSERT(condition) ASSERT(condition)
void KeBugCheck(ULONG code);
void KeBugCheckEx(ULONG code, ULONG_PTR p1, ULONG_PTR p2, ULONG_PTR p3, ULONG_PTR p4);

/* IRQL (tracked per thread; every thread starts at PASSIVE_LEVEL). */
typedef UCHAR KIRQL, *PKIRQL;
#define PASSIVE_LEVEL 0
#define APC_LEVEL 1
#define DISPATCH_LEVEL 2

KIRQL KeGetCurrentIrql(void);
void KeRaiseIrql(KIRQL newIrql, PKIRQL oldIrql);
void KeLowerIrql(KIRQL newIrql);
KIRQL KeRaiseIrqlToDpcLevel(void);

/* Spin locks: the KSPIN_LOCK word is 0 when free and 1 when held. */
typedef ULONG_PTR KSPIN_LOCK, *PKSPIN_LOCK;

typedef struct _KLOCK_QUEUE_HANDLE {
    PKSPIN_LOCK Lock;
    KIRQL OldIrql;
} KLOCK_QUEUE_HANDLE, *PKLOCK_QUEUE_HANDLE;

void KeInitializeSpinLock(PKSPIN_LOCK spinLock);
void KeAcquireSpinLock(PKSPIN_LOCK spinLock, PKIRQL oldIrql);
void KeReleaseSpinLock(PKSPIN_LOCK spinLock, KIRQL newIrql);
void KeAcquireSpinLockAtDpcLevel(PKSPIN_LOCK spinLock);
void KeReleaseSpinLockFromDpcLevel(PKSPIN_LOCK spinLock);
BOOLEAN KeTryToAcquireSpinLockAtDpcLevel(PKSPIN_LOCK spinLock);
void KeAcquireInStackQueuedSpinLock(PKSPIN_LOCK spinLock, PKLOCK_QUEUE_HANDLE handle);
void KeReleaseInStackQueuedSpinLock(PKLOCK_QUEUE_HANDLE handle);
void IoAcquireCancelSpinLock(PKIRQL irql);
void IoReleaseCancelSpinLock(KIRQL irql);

/* Interlocked operations: each one atomic; the result conventions are the WDK's. */
LONG InterlockedIncrement(LONG volatile *addend);
LONG InterlockedDecrement(LONG volatile *addend);
LONG InterlockedExchange(LONG volatile *target, LONG value);
LONG InterlockedExchangeAdd(LONG volatile *addend, LONG value);
LONG InterlockedCompareExchange(LONG volatile *destination, LONG exchange, LONG comparand);
LONG InterlockedAnd(LONG volatile *destination, LONG value);
LONG InterlockedOr(LONG volatile *destination, LONG value);
LONG InterlockedXor(LONG volatile *destination, LONG value);
LONG64 InterlockedIncrement64(LONG64 volatile *addend);
LONG64 InterlockedDecrement64(LONG64 volatile *addend);
LONG64 InterlockedExchange64(LONG64 volatile *target, LONG64 value);
LONG64 InterlockedExchangeAdd64(LONG64 volatile *addend, LONG64 value);
LONG64 InterlockedCompareExchange64(LONG64 volatile *destination, LONG64 exchange, LONG64 comparand);
PVOID InterlockedExchangePointer(PVOID volatile *target, PVOID value);
PVOID InterlockedCompareExchangePointer(PVOID volatile *destination, PVOID exchange, PVOID comparand);

/* Dispatcher objects. */
typedef struct _DISPATCHER_HEADER {
    LONG Type;
    LONG SignalState;
} DISPATCHER_HEADER;

/* DISPATCHER_HEADER.Type values (the WDK's KOBJECTS numbering). */
#define BRAID_EVENT_NOTIFICATION_OBJECT 0
#define BRAID_EVENT_SYNCHRONIZATION_OBJECT 1
#define BRAID_MUTANT_OBJECT 2
#define BRAID_SEMAPHORE_OBJECT 5
#define BRAID_THREAD_OBJECT 6

typedef enum _EVENT_TYPE { NotificationEvent = 0, SynchronizationEvent = 1 } EVENT_TYPE;
typedef enum _KWAIT_REASON { Executive = 0, UserRequest = 6 } KWAIT_REASON;
typedef enum _MODE { KernelMode = 0, UserMode = 1 } KPROCESSOR_MODE;

typedef struct _KEVENT {
    DISPATCHER_HEADER Header;
} KEVENT, *PKEVENT, *PRKEVENT;

typedef struct _KSEMAPHORE {
    DISPATCHER_HEADER Header;
    LONG Limit;
} KSEMAPHORE, *PKSEMAPHORE, *PRKSEMAPHORE;

typedef struct _KMUTANT {
    DISPATCHER_HEADER Header;
    PVOID OwnerThread;
} KMUTANT, KMUTEX, *PKMUTANT, *PKMUTEX, *PRKMUTEX;

void KeInitializeEvent(PRKEVENT event, EVENT_TYPE type, BOOLEAN state);
LONG KeSetEvent(PRKEVENT event, KPRIORITY increment, BOOLEAN wait);
LONG KeResetEvent(PRKEVENT event);
void KeClearEvent(PRKEVENT event);
LONG KeReadStateEvent(PRKEVENT event);

void KeInitializeSemaphore(PRKSEMAPHORE semaphore, LONG count, LONG limit);
LONG KeReleaseSemaphore(PRKSEMAPHORE semaphore, KPRIORITY increment, LONG adjustment, BOOLEAN wait);
LONG KeReadStateSemaphore(PRKSEMAPHORE semaphore);

void KeInitializeMutex(PRKMUTEX mutex, ULONG level);
LONG KeReleaseMutex(PRKMUTEX mutex, BOOLEAN wait);
LONG KeReadStateMutex(PRKMUTEX mutex);

NTSTATUS KeWaitForSingleObject(PVOID object, KWAIT_REASON waitReason, KPROCESSOR_MODE waitMode,
    BOOLEAN alertable, PLARGE_INTEGER timeout);
#define KeWaitForMutexObject KeWaitForSingleObject

NTSTATUS KeDelayExecutionThread(KPROCESSOR_MODE waitMode, BOOLEAN alertable, PLARGE_INTEGER interval);
void KeStallExecutionProcessor(ULONG microseconds);

/* Fast mutexes (not recursive, released by the thread that acquired them). */
typedef struct _FAST_MUTEX {
    LONG Count;
    PVOID Owner;
} FAST_MUTEX, *PFAST_MUTEX;

void ExInitializeFastMutex(PFAST_MUTEX fastMutex);
void ExAcquireFastMutex(PFAST_MUTEX fastMutex);
void ExReleaseFastMutex(PFAST_MUTEX fastMutex);
BOOLEAN ExTryToAcquireFastMutex(PFAST_MUTEX fastMutex);

/* Remove locks: IoCount starts at 1 (the bias released by IoReleaseRemoveLockAndWait). */
typedef struct _IO_REMOVE_LOCK {
    LONG Removed;
    LONG IoCount;
} IO_REMOVE_LOCK, *PIO_REMOVE_LOCK;

void IoInitializeRemoveLock(PIO_REMOVE_LOCK lock, ULONG allocateTag, ULONG maxLockedMinutes,
    ULONG highWatermark);
NTSTATUS IoAcquireRemoveLock(PIO_REMOVE_LOCK lock, PVOID tag);
void IoReleaseRemoveLock(PIO_REMOVE_LOCK lock, PVOID tag);
void IoReleaseRemoveLockAndWait(PIO_REMOVE_LOCK lock, PVOID tag);

/* Pool memory (allocations never fail; see docs/models.md). */
typedef enum _POOL_TYPE { NonPagedPool = 0, PagedPool = 1, NonPagedPoolNx = 512 } POOL_TYPE;
#define POOL_FLAG_NON_PAGED 0x0000000000000040ULL
#define POOL_FLAG_PAGED 0x0000000000000100ULL

PVOID ExAllocatePoolWithTag(POOL_TYPE poolType, SIZE_T numberOfBytes, ULONG tag);
PVOID ExAllocatePool(POOL_TYPE poolType, SIZE_T numberOfBytes);
PVOID ExAllocatePool2(ULONG64 flags, SIZE_T numberOfBytes, ULONG tag);
void ExFreePoolWithTag(PVOID pointer, ULONG tag);
void ExFreePool(PVOID pointer);

/* Devices, drivers and IRPs: the fields dispatch routines read and write. */
#define IRP_MJ_CREATE 0x00
#define IRP_MJ_CLOSE 0x02
#define IRP_MJ_READ 0x03
#define IRP_MJ_WRITE 0x04
#define IRP_MJ_DEVICE_CONTROL 0x0e
#define IRP_MJ_CLEANUP 0x12
#define IRP_MJ_POWER 0x16
#define IRP_MJ_PNP 0x1b
#define IRP_MJ_MAXIMUM_FUNCTION 0x1b

#define IRP_MN_START_DEVICE 0x00
#define IRP_MN_QUERY_REMOVE_DEVICE 0x01
#define IRP_MN_REMOVE_DEVICE 0x02
#define IRP_MN_CANCEL_REMOVE_DEVICE 0x03
#define IRP_MN_STOP_DEVICE 0x04
#define IRP_MN_QUERY_STOP_DEVICE 0x05
#define IRP_MN_CANCEL_STOP_DEVICE 0x06
#define IRP_MN_SURPRISE_REMOVAL 0x17

#define IO_NO_INCREMENT 0

typedef struct _IO_STATUS_BLOCK {
    NTSTATUS Status;
    ULONG_PTR Information;
} IO_STATUS_BLOCK, *PIO_STATUS_BLOCK;

typedef struct _IO_STACK_LOCATION {
    UCHAR MajorFunction;
    UCHAR MinorFunction;
    union {
        struct {
            ULONG Length;
            ULONG Key;
            LONGLONG ByteOffset;
        } Read;
        struct {
            ULONG Length;
            ULONG Key;
            LONGLONG ByteOffset;
        } Write;
        struct {
            ULONG OutputBufferLength;
            ULONG InputBufferLength;
            ULONG IoControlCode;
            PVOID Type3InputBuffer;
        } DeviceIoControl;
    } Parameters;
} IO_STACK_LOCATION, *PIO_STACK_LOCATION;

typedef struct _IRP {
    IO_STATUS_BLOCK IoStatus;
    union {
        PVOID SystemBuffer;
    } AssociatedIrp;
    BOOLEAN PendingReturned;
    BOOLEAN Cancel;
    IO_STACK_LOCATION CurrentLocation;
    LONG Completed;
} IRP, *PIRP;

#define IoGetCurrentIrpStackLocation(irp) (&(irp)->CurrentLocation)
#define IoMarkIrpPending(irp) ((irp)->PendingReturned = TRUE)

struct _DRIVER_OBJECT;

typedef struct _DEVICE_OBJECT {
    PVOID DeviceExtension;
    struct _DRIVER_OBJECT *DriverObject;
    struct _DEVICE_OBJECT *NextDevice;
    ULONG Flags;
} DEVICE_OBJECT, *PDEVICE_OBJECT;

typedef NTSTATUS DRIVER_DISPATCH(PDEVICE_OBJECT deviceObject, PIRP irp);
typedef DRIVER_DISPATCH *PDRIVER_DISPATCH;
typedef void DRIVER_UNLOAD(struct _DRIVER_OBJECT *driverObject);
typedef DRIVER_UNLOAD *PDRIVER_UNLOAD;

typedef struct _DRIVER_OBJECT {
    PDEVICE_OBJECT DeviceObject;
    PDRIVER_DISPATCH MajorFunction[IRP_MJ_MAXIMUM_FUNCTION + 1];
    PDRIVER_UNLOAD DriverUnload;
} DRIVER_OBJECT, *PDRIVER_OBJECT;

/* Completing an IRP twice is the bug check MULTIPLE_IRP_COMPLETE_REQUESTS: an assertion failure. */
void IoCompleteRequest(PIRP irp, CCHAR priorityBoost);

/* System threads: the handle names a thread object that is signaled when the thread ends. */
typedef void KSTART_ROUTINE(PVOID startContext);
typedef KSTART_ROUTINE *PKSTART_ROUTINE;

NTSTATUS PsCreateSystemThread(PHANDLE threadHandle, ULONG desiredAccess, PVOID objectAttributes,
    HANDLE processHandle, PVOID clientId, PKSTART_ROUTINE startRoutine, PVOID startContext);
NTSTATUS PsTerminateSystemThread(NTSTATUS exitStatus);
NTSTATUS ObReferenceObjectByHandle(HANDLE handle, ACCESS_MASK desiredAccess, PVOID objectType,
    KPROCESSOR_MODE accessMode, PVOID *object, PVOID handleInformation);
void ObDereferenceObject(PVOID object);
NTSTATUS ZwClose(HANDLE handle);

/* Debug output: no effect. */
ULONG DbgPrint(PCSTR format, ...);
#define KdPrint(arguments) DbgPrint arguments

#endif
