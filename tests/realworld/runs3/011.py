# padded_batch with pad_info naming a column the dataset does not have
# Column is called input_ids in the dataset but tokens in the pad_info copied from another recipe.
import numpy as np
import mindspore.dataset as ds
def gen():
    for n in (3, 5, 4, 7):
        yield (np.arange(n, dtype=np.int32),)
data = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=False)
data = data.padded_batch(2, pad_info={"tokens": ([8], 0)})
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"].shape)
