# MindRecord conversion of an image dataset, schema written from the numpy dtypes of the arrays.
import os
import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

os.makedirs("data_005", exist_ok=True)
path = "data_005/train.mindrecord"
for f in (path, path + ".db"):
    if os.path.exists(f):
        os.remove(f)

rng = np.random.default_rng(0)
images = rng.integers(0, 255, (100, 28, 28, 1), dtype=np.uint8)
labels = rng.integers(0, 10, (100,), dtype=np.int64)

schema = {
    "image": {"type": str(images.dtype), "shape": list(images.shape[1:])},
    "label": {"type": str(labels.dtype)},
}
print("schema:", schema)
writer = FileWriter(file_name=path, shard_num=1, overwrite=True)
writer.add_schema(schema, "mnist_subset")
writer.write_raw_data([{"image": images[i], "label": labels[i]} for i in range(len(images))])
writer.commit()

data = ds.MindDataset(path)
print("rows:", data.get_dataset_size())
