# Train/validation split ported from HF datasets: ds.train_test_split(test_size=0.05) returns the
# remaining 95 % as train. The port calls mindspore.dataset's split with the two fractions [0.9, 0.05]
# (it confused the 0.9 train ratio of an older recipe with the new validation size).
import numpy as np
import mindspore.dataset as ds

n = 1000
data = {"input_ids": np.random.randint(0, 30000, (n, 32)).astype(np.int32),
        "labels": np.random.randint(0, 2, (n,)).astype(np.int32)}
full = ds.NumpySlicesDataset(data, shuffle=False)
print("dataset size", full.get_dataset_size())
train_frac, val_frac = 0.9, 0.05
train_ds, val_ds = full.split([train_frac, val_frac], randomize=True)
print("train", train_ds.get_dataset_size(), "val", val_ds.get_dataset_size())
