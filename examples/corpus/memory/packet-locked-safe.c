/*
 * A producer serializes a message header into a byte buffer (memcpy of a struct, a checksum
 * built through a union's bytes and copied in as a 32-bit word); the consumer parses it back
 * under the same lock. Byte copies and type punning only: no race, and the parsed fields are
 * what was sent (little-endian, as gcc on x86 lays them out).
 */
#include <pthread.h>
#include <string.h>
#include <assert.h>
#include <stdint.h>

struct header { uint16_t kind; uint16_t flags; uint32_t length; };
union word { uint32_t value; unsigned char bytes[4]; };

static unsigned char wire[16];
static int ready;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *producer(void *arg)
{
    struct header h = { 7, 0x8001, 300 };
    union word checksum;
    checksum.value = 0;
    pthread_mutex_lock(&lock);
    memcpy(wire, &h, sizeof h);
    for (int i = 0; i < 4; i++)
        checksum.bytes[i] = wire[i] ^ wire[i + 4];
    memcpy(wire + 8, &checksum.value, sizeof checksum.value);
    ready = 1;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    pthread_mutex_lock(&lock);
    if (ready) {
        struct header h;
        uint32_t sum;
        memcpy(&h, wire, sizeof h);
        memcpy(&sum, wire + 8, sizeof sum);
        assert(h.kind == 7 && h.flags == 0x8001 && h.length == 300);
        assert(sum == (7u ^ 44u) + ((0u ^ 1u) << 8) + ((1u ^ 0u) << 16) + ((0x80u ^ 0u) << 24));
    }
    pthread_mutex_unlock(&lock);
    pthread_join(t, 0);
    return 0;
}
