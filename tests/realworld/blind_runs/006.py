# batching variable-length token sequences without padding
import numpy as np
import mindspore.dataset as ds

def gen():
    for n in (5, 7, 9, 11):
        yield (np.arange(n, dtype=np.int32),)

data = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=False).batch(2)
for row in data.create_tuple_iterator(output_numpy=True):
    print(row[0].shape)
