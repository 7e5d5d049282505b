# Two corpora merged like HF concatenate_datasets([ds_a, ds_b]); the second export names its text column
# "sentence" instead of "text".
import numpy as np
import mindspore.dataset as ds

a = ds.NumpySlicesDataset({"text": np.arange(20, dtype=np.int32).reshape(10, 2),
                           "label": np.zeros(10, np.int32)}, shuffle=False)
b = ds.NumpySlicesDataset({"sentence": np.arange(20, dtype=np.int32).reshape(10, 2),
                           "label": np.ones(10, np.int32)}, shuffle=False)
merged = a + b
merged = merged.batch(4)
for batch in merged.create_dict_iterator(output_numpy=True):
    print({k: v.shape for k, v in batch.items()})
