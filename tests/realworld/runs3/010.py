# NumpySlicesDataset from a dict whose columns have different lengths
# Inputs and labels were filtered separately, so their lengths no longer match.
import numpy as np
import mindspore.dataset as ds
data = {"input_ids": np.random.randint(0, 100, (100, 16)).astype(np.int32),
        "labels": np.random.randint(0, 2, (98,)).astype(np.int32)}
dataset = ds.NumpySlicesDataset(data, shuffle=False).batch(8)
for batch in dataset.create_tuple_iterator(output_numpy=True):
    print([x.shape for x in batch])
    break
