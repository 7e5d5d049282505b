# GeneratorDataset yields 3 items but only 2 column names
import numpy as np
import mindspore.dataset as ds

def gen():
    for i in range(4):
        yield np.ones((8,), np.int32) * i, np.ones((8,), np.int32), np.array(i, np.int32)

data = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False)
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"])
