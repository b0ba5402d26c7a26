/*
 * lseek-unsafe.c: an lseek-style handler that updates the file position without
 * holding the file's lock, called concurrently on the same open file.
 *
 * file_llseek with SEEK_CUR reads f_pos, adds the offset and writes f_pos back.
 * Two threads that each skip 4 bytes of a shared file can both read position 0,
 * so one skip is lost. This is the f_pos race that made Linux add a per-file
 * position lock. Expected: a data race on file->f_pos and a violation of the
 * assertion in main.
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

struct file {
    long f_pos;
    long size;
    pthread_mutex_t f_pos_lock;     /* should protect f_pos; file_llseek forgets it */
};

static long file_llseek(struct file *file, long offset, int whence)
{
    long pos;

    switch (whence) {
    case SEEK_SET:
        pos = offset;
        break;
    case SEEK_CUR:
        pos = file->f_pos + offset;
        break;
    case SEEK_END:
        pos = file->size + offset;
        break;
    default:
        return -1;
    }
    if (pos < 0 || pos > file->size)
        return -1;
    file->f_pos = pos;
    return pos;
}

static struct file shared = { 0, 100, PTHREAD_MUTEX_INITIALIZER };

static void *skip_header(void *arg)
{
    file_llseek(&shared, 4, SEEK_CUR);
    return arg;
}

int main(void)
{
    pthread_t first, second;

    pthread_create(&first, NULL, skip_header, NULL);
    pthread_create(&second, NULL, skip_header, NULL);
    pthread_join(first, NULL);
    pthread_join(second, NULL);
    assert(shared.f_pos == 8);
    return 0;
}
