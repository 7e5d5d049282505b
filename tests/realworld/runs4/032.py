# Dataset pipeline with a python map, shuffle, batch; num_parallel_workers copied from a 16-core server.
import numpy as np
import mindspore.dataset as ds
def gen():
    for i in range(40):
        yield (np.full((8,), i, np.int32),)
data = ds.GeneratorDataset(gen, ["x"], shuffle=False, num_parallel_workers=16)
data = data.map(lambda x: x * 2, input_columns=["x"], num_parallel_workers=16).shuffle(10).batch(8, drop_remainder=True)
for i, (b,) in enumerate(data.create_tuple_iterator(num_epochs=1)):
    print("batch", i, b.shape, int(b.asnumpy().sum()))
print("done")
