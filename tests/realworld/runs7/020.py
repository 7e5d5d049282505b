# Random-access dataset with python_multiprocessing=True: the source guards its LMDB-like reader with a
# threading.Lock that the main process holds while it builds the dataset (fork copies the locked lock), so every
# worker blocks forever on its first __getitem__. (The SIGALRM 'Ctrl-C' below never fires while the main thread waits
# in the pipeline; the run is killed by make_all.sh's 600 s timeout, so the log ends in the waiting warnings.)
import os, signal, threading, time, numpy as np
import mindspore.dataset as ds
ds.config.set_multiprocessing_timeout_interval(15)
class LockedReader:
    def __init__(self):
        self.lock = threading.Lock()
        self.data = np.random.randn(256, 8).astype(np.float32)
    def __getitem__(self, i):
        with self.lock:
            return self.data[i], np.int32(i % 3)
    def __len__(self):
        return len(self.data)
src = LockedReader()
src.lock.acquire()          # "warm the reader" helper took the lock and never released it
data = ds.GeneratorDataset(src, ["x", "y"], shuffle=True, num_parallel_workers=2, python_multiprocessing=True).batch(16)
def interrupt(*_):
    raise KeyboardInterrupt
signal.signal(signal.SIGALRM, interrupt); signal.alarm(50)
print("start training", flush=True)
t0 = time.time()
for i, (x, y) in enumerate(data.create_tuple_iterator(output_numpy=True)):
    print("step", i, x.shape, f"{time.time() - t0:.1f}s", flush=True)
