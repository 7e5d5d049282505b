# Two feature views zipped into one dataset; both sources name their column "data" (copied from the same loader function).
import numpy as np
import mindspore.dataset as ds
def make_view(seed):
    rng = np.random.default_rng(seed)
    return ds.NumpySlicesDataset({"data": rng.normal(size=(64, 8)).astype(np.float32)}, shuffle=False)
text_view = make_view(0)
image_view = make_view(1)
labels = ds.NumpySlicesDataset({"label": np.arange(64, dtype=np.int32) % 4}, shuffle=False)
paired = ds.zip((text_view, image_view, labels)).batch(16)
for step, row in enumerate(paired.create_dict_iterator(output_numpy=True)):
    print(step, {k: v.shape for k, v in row.items()})
