# healthy: mindspore dataset pipeline with map, shuffle, padded_batch and repeat
# Prints shapes of a few batches.
import numpy as np
import mindspore.dataset as ds
ds.config.set_seed(0)
def gen():
    rng = np.random.default_rng(0)
    for _ in range(20):
        n = int(rng.integers(3, 12))
        yield (rng.integers(1, 100, n).astype(np.int32), np.array(n % 2, np.int32))
data = ds.GeneratorDataset(gen, column_names=["input_ids", "label"], shuffle=False)
data = data.map(operations=lambda x: np.minimum(x, 50), input_columns=["input_ids"])
data = data.shuffle(8).padded_batch(4, pad_info={"input_ids": ([12], 0)}).repeat(2)
for i, row in enumerate(data.create_dict_iterator(output_numpy=True)):
    print(i, row["input_ids"].shape, row["label"].tolist())
print("dataset size", data.get_dataset_size())
