# Preprocess (HF datasets -> MindRecord, 4 shards) and training loader in one script.
import os, glob
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from mindspore import nn

os.makedirs("data_017", exist_ok=True)
OUT = "data_017/wiki_tok.mindrecord"
rng = np.random.default_rng(0)
writer = FileWriter(OUT, shard_num=4, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [32]}, "labels": {"type": "int32", "shape": [32]}}, "wiki")
rows = []
for _ in range(256):
    ids = rng.integers(1, 1000, (32,)).astype(np.int32)
    rows.append({"input_ids": ids, "labels": ids})
writer.write_raw_data(rows)
writer.commit()
print("written:", sorted(os.path.basename(p) for p in glob.glob("data_017/*")))

# training side: same path as in the preprocessing config
train_ds = ds.MindDataset(dataset_files=OUT, columns_list=["input_ids", "labels"], shuffle=True)
train_ds = train_ds.batch(16, drop_remainder=True)
print("steps:", train_ds.get_dataset_size())
