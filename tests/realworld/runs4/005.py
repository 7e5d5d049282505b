# GeneratorDataset: the source yields 3 items, column_names lists 2.
import numpy as np
import mindspore.dataset as ds
def gen():
    for i in range(8):
        yield np.arange(16, dtype=np.int32), np.ones(16, np.int32), np.array(i % 2, np.int32)
data = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False).batch(4)
for batch in data.create_dict_iterator(num_epochs=1):
    print({k: v.shape for k, v in batch.items()})
