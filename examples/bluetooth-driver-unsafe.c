/*
 * bluetooth-driver-unsafe.c: the Bluetooth driver model from the KISS paper
 * (Qadeer & Wu, PLDI 2004), written from scratch.
 *
 * A device extension counts the I/O requests in flight (pendingIo, starting at 1
 * for the device itself). A dispatch routine that does I/O (BCSP_PnpAdd) enters
 * with BCSP_IoIncrement, which refuses once the device is stopping; the stop
 * routine (BCSP_PnpStop) sets stoppingFlag, drops the device's own count and waits
 * for stoppingEvent before it marks the device stopped.
 *
 * The bug: BCSP_IoIncrement tests stoppingFlag and then increments pendingIo in two
 * steps; if BCSP_PnpStop runs completely in between, the I/O goes ahead on a stopped
 * device. Expected, through main or the entry-point pair BCSP_PnpAdd, BCSP_PnpStop:
 * a data race on stoppingFlag (stoppingEvent and stopped are raced on too) and a
 * violation of assert(!stopped).
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

typedef struct {
    pthread_mutex_t lock;   /* makes the pendingIo updates interlocked */
    int pendingIo;
    int stoppingFlag;
    int stoppingEvent;
    int stopped;
} DEVICE_EXTENSION;

static int BCSP_IoIncrement(DEVICE_EXTENSION *e)
{
    if (e->stoppingFlag)
        return -1;
    pthread_mutex_lock(&e->lock);
    e->pendingIo = e->pendingIo + 1;
    pthread_mutex_unlock(&e->lock);
    return 0;
}

static void BCSP_IoDecrement(DEVICE_EXTENSION *e)
{
    pthread_mutex_lock(&e->lock);
    int pendingIo = e->pendingIo - 1;
    e->pendingIo = pendingIo;
    pthread_mutex_unlock(&e->lock);
    if (pendingIo == 0)
        e->stoppingEvent = 1;
}

void BCSP_PnpAdd(DEVICE_EXTENSION *e)
{
    if (BCSP_IoIncrement(e) == 0) {
        assert(!e->stopped);    /* the I/O itself would happen here */
        BCSP_IoDecrement(e);
    }
}

void BCSP_PnpStop(DEVICE_EXTENSION *e)
{
    e->stoppingFlag = 1;
    BCSP_IoDecrement(e);
    while (!e->stoppingEvent)
        ;
    e->stopped = 1;
}

static DEVICE_EXTENSION device = { PTHREAD_MUTEX_INITIALIZER, 1, 0, 0, 0 };

static void *stop_thread(void *arg)
{
    BCSP_PnpStop(&device);
    return arg;
}

int main(void)
{
    pthread_t stopper;
    pthread_create(&stopper, NULL, stop_thread, NULL);
    BCSP_PnpAdd(&device);
    pthread_join(stopper, NULL);
    return 0;
}
