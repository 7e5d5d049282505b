# dataset.map on a column name that the dataset does not have
import numpy as np
import mindspore.dataset as ds

def gen():
    for i in range(4):
        yield np.arange(8, dtype=np.int32), np.arange(8, dtype=np.int32)

data = ds.GeneratorDataset(gen, column_names=["input_ids", "labels"], shuffle=False)
data = data.map(operations=lambda x: x + 1, input_columns=["attention_mask"])
for row in data.create_dict_iterator(output_numpy=True):
    print(row)
