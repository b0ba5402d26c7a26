/*
 * The same producer without the lock on the consumer's side: the consumer polls 'ready' and
 * reads the header's bytes while the producer may still be copying them in (data races on
 * 'ready' and on the buffer, whose bytes the producer writes as a struct's fields and the
 * consumer reads as a 32-bit word), and it takes the length from the wrong offset (the
 * assertion fails whenever it sees the message).
 */
#include <pthread.h>
#include <string.h>
#include <assert.h>
#include <stdint.h>

struct header { uint16_t kind; uint16_t flags; uint32_t length; };

static unsigned char wire[16];
static int ready;

static void *producer(void *arg)
{
    struct header h = { 7, 0x8001, 300 };
    memcpy(wire, &h, sizeof h);
    ready = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    if (ready) {
        uint32_t length;
        memcpy(&length, wire + 2, sizeof length);
        assert(length == 300);
    }
    pthread_join(t, 0);
    return 0;
}
