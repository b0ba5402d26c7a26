/*
 * Braid environment model: the Windows kernel (WDM) synchronization API declared in braid/wdm.h,
 * as KISS (Qadeer & Wu, PLDI 2004, section 6) modelled KeAcquireSpinLock,
 * KeWaitForSingleObject, InterlockedCompareExchange, InterlockedIncrement, ... for drivers.
 *
 * Semantics (each operation is one atomic section; blocking is an assume inside it):
 *   KeAcquireSpinLock     = atomic { assume(*lock == 0); *lock = 1; }, *OldIrql = IRQL,
 *                           IRQL = DISPATCH_LEVEL
 *   KeReleaseSpinLock     = atomic { *lock = 0; }, IRQL = NewIrql; error if the lock is free
 *   Interlocked*          = the read-modify-write in one atomic section
 *   KeSetEvent            = SignalState = 1 (returns the previous state)
 *   KeWaitForSingleObject = atomic { assume(SignalState > 0); consume }, where consuming resets a
 *                           synchronization event (auto-reset), decrements a semaphore, takes a
 *                           mutex (a mutex is re-entrant for its owner); notification events and
 *                           ended threads stay signaled
 *   IoAcquireRemoveLock   = STATUS_DELETE_PENDING once removal started, else IoCount++
 *   IoReleaseRemoveLockAndWait = removal starts; waits until every acquisition is released
 *   IoCompleteRequest     = error when the IRP was already completed
 * Bug checks (KeBugCheck, releasing a free spin lock, a mutex not owned, a semaphore past its
 * limit, waiting at DISPATCH_LEVEL with a non-zero timeout, completing an IRP twice) are
 * reported as assertion failures.
 *
 * Simplifications: the IRQL is tracked per thread but does not mask anything (no DPCs or
 * interrupts run unless a harness starts them as threads); waits with a timeout either wait or,
 * when the object is not signaled, time out (a nondeterministic choice; a zero timeout only
 * polls); alertable waits are never alerted; pool allocations fail (NULL) only above __BRAID_ALLOC_MAX bytes; delays return at once.
 * Not modelled: IoCallDriver and completion routines, DPCs, timers, work items, KeWaitForMultipleObjects,
 * executive resources (ERESOURCE), RtlZeroMemory/RtlCopyMemory (see memset in stdlib.c).
 */
#include "braid/wdm.h"

_Bool __braid_nondet_bool(void);

/* The current thread: the address of a thread-local object is unique per thread. */
static __thread char __braid_wdm_thread_token;
static __thread KIRQL __braid_wdm_irql;
static __thread DISPATCHER_HEADER *__braid_wdm_thread_object;
static KSPIN_LOCK __braid_wdm_cancel_spin_lock;

#define BRAID_CURRENT_THREAD ((PVOID) &__braid_wdm_thread_token)

void KeBugCheck(ULONG code)
{
    __braid_error("KeBugCheck called");
    __braid_assume(0);
}

void KeBugCheckEx(ULONG code, ULONG_PTR p1, ULONG_PTR p2, ULONG_PTR p3, ULONG_PTR p4)
{
    __braid_error("KeBugCheckEx called");
    __braid_assume(0);
}

/* IRQL. */
KIRQL KeGetCurrentIrql(void)
{
    return __braid_wdm_irql;
}

void KeRaiseIrql(KIRQL newIrql, PKIRQL oldIrql)
{
    *oldIrql = __braid_wdm_irql;
    __braid_wdm_irql = newIrql;
}

void KeLowerIrql(KIRQL newIrql)
{
    __braid_wdm_irql = newIrql;
}

KIRQL KeRaiseIrqlToDpcLevel(void)
{
    KIRQL old = __braid_wdm_irql;
    __braid_wdm_irql = DISPATCH_LEVEL;
    return old;
}

/* Spin locks. */
void KeInitializeSpinLock(PKSPIN_LOCK spinLock)
{
    __braid_atomic_begin();
    *spinLock = 0;
    __braid_atomic_end();
}

void KeAcquireSpinLockAtDpcLevel(PKSPIN_LOCK spinLock)
{
    __braid_atomic_begin();
    __braid_assume(*spinLock == 0);
    *spinLock = 1;
    __braid_atomic_end();
}

void KeReleaseSpinLockFromDpcLevel(PKSPIN_LOCK spinLock)
{
    __braid_atomic_begin();
    if (*spinLock == 0) {
        __braid_error("KeReleaseSpinLock: the spin lock is not held");
    }
    *spinLock = 0;
    __braid_atomic_end();
}

BOOLEAN KeTryToAcquireSpinLockAtDpcLevel(PKSPIN_LOCK spinLock)
{
    BOOLEAN taken = FALSE;
    __braid_atomic_begin();
    if (*spinLock == 0) {
        *spinLock = 1;
        taken = TRUE;
    }
    __braid_atomic_end();
    return taken;
}

void KeAcquireSpinLock(PKSPIN_LOCK spinLock, PKIRQL oldIrql)
{
    KeAcquireSpinLockAtDpcLevel(spinLock);
    *oldIrql = __braid_wdm_irql;
    __braid_wdm_irql = DISPATCH_LEVEL;
}

void KeReleaseSpinLock(PKSPIN_LOCK spinLock, KIRQL newIrql)
{
    KeReleaseSpinLockFromDpcLevel(spinLock);
    __braid_wdm_irql = newIrql;
}

void KeAcquireInStackQueuedSpinLock(PKSPIN_LOCK spinLock, PKLOCK_QUEUE_HANDLE handle)
{
    handle->Lock = spinLock;
    KeAcquireSpinLock(spinLock, &handle->OldIrql);
}

void KeReleaseInStackQueuedSpinLock(PKLOCK_QUEUE_HANDLE handle)
{
    KeReleaseSpinLock(handle->Lock, handle->OldIrql);
}

void IoAcquireCancelSpinLock(PKIRQL irql)
{
    KeAcquireSpinLock(&__braid_wdm_cancel_spin_lock, irql);
}

void IoReleaseCancelSpinLock(KIRQL irql)
{
    KeReleaseSpinLock(&__braid_wdm_cancel_spin_lock, irql);
}

/* Interlocked operations. */
LONG InterlockedExchangeAdd(LONG volatile *addend, LONG value)
{
    __braid_atomic_begin();
    LONG old = *addend;
    *addend = old + value;
    __braid_atomic_end();
    return old;
}

LONG InterlockedIncrement(LONG volatile *addend)
{
    return InterlockedExchangeAdd(addend, 1) + 1;
}

LONG InterlockedDecrement(LONG volatile *addend)
{
    return InterlockedExchangeAdd(addend, -1) - 1;
}

LONG InterlockedExchange(LONG volatile *target, LONG value)
{
    __braid_atomic_begin();
    LONG old = *target;
    *target = value;
    __braid_atomic_end();
    return old;
}

LONG InterlockedCompareExchange(LONG volatile *destination, LONG exchange, LONG comparand)
{
    __braid_atomic_begin();
    LONG old = *destination;
    if (old == comparand) {
        *destination = exchange;
    }
    __braid_atomic_end();
    return old;
}

LONG InterlockedAnd(LONG volatile *destination, LONG value)
{
    __braid_atomic_begin();
    LONG old = *destination;
    *destination = old & value;
    __braid_atomic_end();
    return old;
}

LONG InterlockedOr(LONG volatile *destination, LONG value)
{
    __braid_atomic_begin();
    LONG old = *destination;
    *destination = old | value;
    __braid_atomic_end();
    return old;
}

LONG InterlockedXor(LONG volatile *destination, LONG value)
{
    __braid_atomic_begin();
    LONG old = *destination;
    *destination = old ^ value;
    __braid_atomic_end();
    return old;
}

LONG64 InterlockedExchangeAdd64(LONG64 volatile *addend, LONG64 value)
{
    __braid_atomic_begin();
    LONG64 old = *addend;
    *addend = old + value;
    __braid_atomic_end();
    return old;
}

LONG64 InterlockedIncrement64(LONG64 volatile *addend)
{
    return InterlockedExchangeAdd64(addend, 1) + 1;
}

LONG64 InterlockedDecrement64(LONG64 volatile *addend)
{
    return InterlockedExchangeAdd64(addend, -1) - 1;
}

LONG64 InterlockedExchange64(LONG64 volatile *target, LONG64 value)
{
    __braid_atomic_begin();
    LONG64 old = *target;
    *target = value;
    __braid_atomic_end();
    return old;
}

LONG64 InterlockedCompareExchange64(LONG64 volatile *destination, LONG64 exchange, LONG64 comparand)
{
    __braid_atomic_begin();
    LONG64 old = *destination;
    if (old == comparand) {
        *destination = exchange;
    }
    __braid_atomic_end();
    return old;
}

PVOID InterlockedExchangePointer(PVOID volatile *target, PVOID value)
{
    __braid_atomic_begin();
    PVOID old = *target;
    *target = value;
    __braid_atomic_end();
    return old;
}

PVOID InterlockedCompareExchangePointer(PVOID volatile *destination, PVOID exchange, PVOID comparand)
{
    __braid_atomic_begin();
    PVOID old = *destination;
    if (old == comparand) {
        *destination = exchange;
    }
    __braid_atomic_end();
    return old;
}

/* Events. */
void KeInitializeEvent(PRKEVENT event, EVENT_TYPE type, BOOLEAN state)
{
    __braid_atomic_begin();
    event->Header.Type = type == SynchronizationEvent ? BRAID_EVENT_SYNCHRONIZATION_OBJECT
                                                      : BRAID_EVENT_NOTIFICATION_OBJECT;
    event->Header.SignalState = state ? 1 : 0;
    __braid_atomic_end();
}

LONG KeSetEvent(PRKEVENT event, KPRIORITY increment, BOOLEAN wait)
{
    __braid_atomic_begin();
    LONG old = event->Header.SignalState;
    event->Header.SignalState = 1;
    __braid_atomic_end();
    return old;
}

LONG KeResetEvent(PRKEVENT event)
{
    __braid_atomic_begin();
    LONG old = event->Header.SignalState;
    event->Header.SignalState = 0;
    __braid_atomic_end();
    return old;
}

void KeClearEvent(PRKEVENT event)
{
    KeResetEvent(event);
}

LONG KeReadStateEvent(PRKEVENT event)
{
    __braid_atomic_begin();
    LONG state = event->Header.SignalState;
    __braid_atomic_end();
    return state;
}

/* Semaphores: SignalState is the count. */
void KeInitializeSemaphore(PRKSEMAPHORE semaphore, LONG count, LONG limit)
{
    __braid_atomic_begin();
    semaphore->Header.Type = BRAID_SEMAPHORE_OBJECT;
    semaphore->Header.SignalState = count;
    semaphore->Limit = limit;
    __braid_atomic_end();
}

LONG KeReleaseSemaphore(PRKSEMAPHORE semaphore, KPRIORITY increment, LONG adjustment, BOOLEAN wait)
{
    __braid_atomic_begin();
    LONG old = semaphore->Header.SignalState;
    if (adjustment > semaphore->Limit - old) {
        __braid_error("KeReleaseSemaphore: the semaphore limit is exceeded");
    }
    semaphore->Header.SignalState = old + adjustment;
    __braid_atomic_end();
    return old;
}

LONG KeReadStateSemaphore(PRKSEMAPHORE semaphore)
{
    __braid_atomic_begin();
    LONG state = semaphore->Header.SignalState;
    __braid_atomic_end();
    return state;
}

/* Mutexes: SignalState is 1 when free and 1 - depth while owned. */
void KeInitializeMutex(PRKMUTEX mutex, ULONG level)
{
    __braid_atomic_begin();
    mutex->Header.Type = BRAID_MUTANT_OBJECT;
    mutex->Header.SignalState = 1;
    mutex->OwnerThread = NULL;
    __braid_atomic_end();
}

LONG KeReleaseMutex(PRKMUTEX mutex, BOOLEAN wait)
{
    __braid_atomic_begin();
    LONG old = mutex->Header.SignalState;
    if (old > 0 || mutex->OwnerThread != BRAID_CURRENT_THREAD) {
        __braid_error("KeReleaseMutex: the mutex is not owned by the current thread");
    }
    mutex->Header.SignalState = old + 1;
    if (old + 1 == 1) {
        mutex->OwnerThread = NULL;
    }
    __braid_atomic_end();
    return old;
}

LONG KeReadStateMutex(PRKMUTEX mutex)
{
    __braid_atomic_begin();
    LONG state = mutex->Header.SignalState;
    __braid_atomic_end();
    return state;
}

/* Takes a signaled object; call inside an atomic section once SignalState > 0 (or re-entry). */
static void __braid_wdm_consume(DISPATCHER_HEADER *header)
{
    switch (header->Type) {
    case BRAID_EVENT_SYNCHRONIZATION_OBJECT:
        header->SignalState = 0;
        break;
    case BRAID_SEMAPHORE_OBJECT:
        header->SignalState = header->SignalState - 1;
        break;
    case BRAID_MUTANT_OBJECT:
        header->SignalState = header->SignalState - 1;
        ((PKMUTANT) header)->OwnerThread = BRAID_CURRENT_THREAD;
        break;
    default:
        break;
    }
}

static int __braid_wdm_is_owned_by_me(DISPATCHER_HEADER *header)
{
    return header->Type == BRAID_MUTANT_OBJECT && ((PKMUTANT) header)->OwnerThread == BRAID_CURRENT_THREAD;
}

NTSTATUS KeWaitForSingleObject(PVOID object, KWAIT_REASON waitReason, KPROCESSOR_MODE waitMode,
    BOOLEAN alertable, PLARGE_INTEGER timeout)
{
    DISPATCHER_HEADER *header = (DISPATCHER_HEADER *) object;
    NTSTATUS status = STATUS_SUCCESS;
    int poll = timeout != NULL && timeout->QuadPart == 0;
    if (!poll && __braid_wdm_irql >= DISPATCH_LEVEL) {
        __braid_error("KeWaitForSingleObject: waiting at IRQL >= DISPATCH_LEVEL");
    }
    if (poll || (timeout != NULL && __braid_nondet_bool())) {
        __braid_atomic_begin();
        if (header->SignalState > 0 || __braid_wdm_is_owned_by_me(header)) {
            __braid_wdm_consume(header);
        } else {
            status = STATUS_TIMEOUT;
        }
        __braid_atomic_end();
        return status;
    }
    __braid_atomic_begin();
    if (!__braid_wdm_is_owned_by_me(header)) {
        __braid_assume(header->SignalState > 0);
    }
    __braid_wdm_consume(header);
    __braid_atomic_end();
    return status;
}

NTSTATUS KeDelayExecutionThread(KPROCESSOR_MODE waitMode, BOOLEAN alertable, PLARGE_INTEGER interval)
{
    return STATUS_SUCCESS;
}

void KeStallExecutionProcessor(ULONG microseconds)
{
}

/* Fast mutexes: Count is 1 when free, 0 when held. */
void ExInitializeFastMutex(PFAST_MUTEX fastMutex)
{
    __braid_atomic_begin();
    fastMutex->Count = 1;
    fastMutex->Owner = NULL;
    __braid_atomic_end();
}

void ExAcquireFastMutex(PFAST_MUTEX fastMutex)
{
    __braid_atomic_begin();
    __braid_assume(fastMutex->Count == 1);
    fastMutex->Count = 0;
    fastMutex->Owner = BRAID_CURRENT_THREAD;
    __braid_atomic_end();
    __braid_wdm_irql = APC_LEVEL;
}

BOOLEAN ExTryToAcquireFastMutex(PFAST_MUTEX fastMutex)
{
    BOOLEAN taken = FALSE;
    __braid_atomic_begin();
    if (fastMutex->Count == 1) {
        fastMutex->Count = 0;
        fastMutex->Owner = BRAID_CURRENT_THREAD;
        taken = TRUE;
    }
    __braid_atomic_end();
    if (taken) {
        __braid_wdm_irql = APC_LEVEL;
    }
    return taken;
}

void ExReleaseFastMutex(PFAST_MUTEX fastMutex)
{
    __braid_atomic_begin();
    if (fastMutex->Count != 0 || fastMutex->Owner != BRAID_CURRENT_THREAD) {
        __braid_error("ExReleaseFastMutex: the fast mutex is not held by the current thread");
    }
    fastMutex->Count = 1;
    fastMutex->Owner = NULL;
    __braid_atomic_end();
    __braid_wdm_irql = PASSIVE_LEVEL;
}

/* Remove locks. */
void IoInitializeRemoveLock(PIO_REMOVE_LOCK lock, ULONG allocateTag, ULONG maxLockedMinutes,
    ULONG highWatermark)
{
    __braid_atomic_begin();
    lock->Removed = 0;
    lock->IoCount = 1;
    __braid_atomic_end();
}

NTSTATUS IoAcquireRemoveLock(PIO_REMOVE_LOCK lock, PVOID tag)
{
    NTSTATUS status = STATUS_SUCCESS;
    __braid_atomic_begin();
    if (lock->Removed) {
        status = STATUS_DELETE_PENDING;
    } else {
        lock->IoCount = lock->IoCount + 1;
    }
    __braid_atomic_end();
    return status;
}

void IoReleaseRemoveLock(PIO_REMOVE_LOCK lock, PVOID tag)
{
    __braid_atomic_begin();
    if (lock->IoCount <= 0) {
        __braid_error("IoReleaseRemoveLock: the remove lock is not held");
    }
    lock->IoCount = lock->IoCount - 1;
    __braid_atomic_end();
}

void IoReleaseRemoveLockAndWait(PIO_REMOVE_LOCK lock, PVOID tag)
{
    __braid_atomic_begin();
    if (lock->IoCount < 2) {
        __braid_error("IoReleaseRemoveLockAndWait: the remove lock is not held");
    }
    lock->Removed = 1;
    lock->IoCount = lock->IoCount - 2;
    __braid_atomic_end();
    __braid_atomic_begin();
    __braid_assume(lock->IoCount == 0);
    __braid_atomic_end();
}

/* Pool memory. */
PVOID ExAllocatePoolWithTag(POOL_TYPE poolType, SIZE_T numberOfBytes, ULONG tag)
{
    if (numberOfBytes > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc(numberOfBytes);
}

PVOID ExAllocatePool(POOL_TYPE poolType, SIZE_T numberOfBytes)
{
    if (numberOfBytes > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc(numberOfBytes);
}

PVOID ExAllocatePool2(ULONG64 flags, SIZE_T numberOfBytes, ULONG tag)
{
    if (numberOfBytes > __BRAID_ALLOC_MAX) {
        return NULL;
    }
    return __braid_alloc_zeroed(numberOfBytes);
}

void ExFreePoolWithTag(PVOID pointer, ULONG tag)
{
    __braid_free(pointer);
}

void ExFreePool(PVOID pointer)
{
    __braid_free(pointer);
}

/* IRPs. */
void IoCompleteRequest(PIRP irp, CCHAR priorityBoost)
{
    __braid_atomic_begin();
    if (irp->Completed) {
        __braid_error("IoCompleteRequest: the IRP was already completed");
    }
    irp->Completed = 1;
    __braid_atomic_end();
}

/* System threads. */
static void *__braid_wdm_thread_start(PKSTART_ROUTINE startRoutine, PVOID startContext,
    DISPATCHER_HEADER *thread)
{
    __braid_wdm_thread_object = thread;
    startRoutine(startContext);
    __braid_atomic_begin();
    thread->SignalState = 1;
    __braid_atomic_end();
    return NULL;
}

NTSTATUS PsCreateSystemThread(PHANDLE threadHandle, ULONG desiredAccess, PVOID objectAttributes,
    HANDLE processHandle, PVOID clientId, PKSTART_ROUTINE startRoutine, PVOID startContext)
{
    DISPATCHER_HEADER *thread = __braid_alloc_zeroed(sizeof(DISPATCHER_HEADER));
    thread->Type = BRAID_THREAD_OBJECT;
    *threadHandle = thread;
    __braid_async(__braid_wdm_thread_start, startRoutine, startContext, thread);
    return STATUS_SUCCESS;
}

NTSTATUS PsTerminateSystemThread(NTSTATUS exitStatus)
{
    DISPATCHER_HEADER *thread = __braid_wdm_thread_object;
    if (thread != NULL) {
        __braid_atomic_begin();
        thread->SignalState = 1;
        __braid_atomic_end();
    }
    for (;;) {
        __braid_assume(0);
    }
}

NTSTATUS ObReferenceObjectByHandle(HANDLE handle, ACCESS_MASK desiredAccess, PVOID objectType,
    KPROCESSOR_MODE accessMode, PVOID *object, PVOID handleInformation)
{
    *object = handle;
    return STATUS_SUCCESS;
}

void ObDereferenceObject(PVOID object)
{
}

NTSTATUS ZwClose(HANDLE handle)
{
    return STATUS_SUCCESS;
}

ULONG DbgPrint(PCSTR format, ...)
{
    return 0;
}
