# healthy: dataset pipeline with padding and batching
import numpy as np
import mindspore.dataset as ds

def gen():
    for n in (5, 7, 9, 11):
        yield (np.arange(n, dtype=np.int32),)

data = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=False)
data = data.padded_batch(2, pad_info={"input_ids": ([12], 0)})
for step, row in enumerate(data.create_tuple_iterator(output_numpy=True)):
    print("batch", step, row[0].shape)
print("done")
