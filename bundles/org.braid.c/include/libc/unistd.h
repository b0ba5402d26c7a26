#ifndef BRAID_UNISTD_H
#define BRAID_UNISTD_H
#include <sys/types.h>
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
off_t lseek(int fd, off_t offset, int whence);
unsigned int sleep(unsigned int seconds);
int usleep(useconds_t microseconds);
void _exit(int status);
pid_t getpid(void);
ssize_t write(int fd, const void *buffer, size_t count);
ssize_t read(int fd, void *buffer, size_t count);
int close(int fd);
#endif
