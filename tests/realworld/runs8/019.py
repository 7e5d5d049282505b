# Text-classification input pipeline written for MindSpore 1.x pads variable-length token ids with
# dataset.batch(..., pad_info=...); in MindSpore 2.x padding moved to dataset.padded_batch (2.9.0 installed).
import numpy as np
import mindspore.dataset as ds
rng = np.random.default_rng(0)
samples = [(rng.integers(3, 5000, size=rng.integers(5, 40)).astype(np.int32), np.int32(i % 4)) for i in range(256)]
def source():
    for ids, label in samples:
        yield ids, label
dataset = ds.GeneratorDataset(source, column_names=["input_ids", "label"], shuffle=False)
dataset = dataset.shuffle(64)
dataset = dataset.batch(32, drop_remainder=True, pad_info={"input_ids": ([64], 0)})
print("batches per epoch:", dataset.get_dataset_size())
for batch in dataset.create_dict_iterator(output_numpy=True, num_epochs=1):
    print(batch["input_ids"].shape, batch["label"][:8])
