# dataset.batch with per_batch_map returning wrong number of columns
import numpy as np
import mindspore.dataset as ds

def gen():
    for i in range(8):
        yield np.arange(4, dtype=np.int32), np.array(i, np.int32)

def collate(ids, labels, batch_info):
    return (ids,)

data = ds.GeneratorDataset(gen, ["input_ids", "labels"], shuffle=False)
data = data.batch(4, per_batch_map=collate, input_columns=["input_ids", "labels"])
for row in data.create_tuple_iterator(output_numpy=True):
    print(row)
