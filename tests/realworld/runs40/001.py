# Mistake: converting an HF `datasets` sentiment split to MindRecord for MindSpore training. The HF
# split stores the label as its ClassLabel *name* after `.map(lambda e: {"label": names[e["label"]]})`
# was used for a debug print, and that string column is written unchanged into a MindRecord schema
# declaring label as int32; every sample is rejected and nothing is written.
import os
import numpy as np
from mindspore.mindrecord import FileWriter
import mindspore.dataset as ds

label_names = ["negative", "positive"]
rng = np.random.default_rng(0)
hf_rows = [{"input_ids": rng.integers(1, 30522, 32).astype(np.int32),
            "attention_mask": np.ones(32, np.int32),
            "label": label_names[i % 2]} for i in range(256)]

out = "sst2_train.mindrecord"
for f in (out, out + ".db"):
    if os.path.exists(f):
        os.remove(f)
writer = FileWriter(file_name=out, shard_num=1, overwrite=True)
schema = {"input_ids": {"type": "int32", "shape": [-1]},
          "attention_mask": {"type": "int32", "shape": [-1]},
          "label": {"type": "int32"}}
writer.add_schema(schema, "sst2 tokenized")
print(f"writing {len(hf_rows)} samples to {out}")
writer.write_raw_data(hf_rows)
writer.commit()

train_ds = ds.MindDataset(out, columns_list=["input_ids", "attention_mask", "label"], shuffle=True).batch(32)
print("batches:", train_ds.get_dataset_size())
