# Training data converted to MindRecord on the prep machine; only train.mindrecord was copied to the training host
# (its index file train.mindrecord.db was left behind).
import os, shutil, numpy as np
from mindspore.mindrecord import FileWriter
import mindspore.dataset as ds
os.makedirs("prep", exist_ok=True); os.makedirs("data", exist_ok=True)
w = FileWriter("prep/train.mindrecord", shard_num=1, overwrite=True)
w.add_schema({"input_ids": {"type": "int32", "shape": [16]}, "label": {"type": "int32"}}, "lm")
w.write_raw_data([{"input_ids": np.arange(16, dtype=np.int32) + i, "label": i % 2} for i in range(64)])
w.commit()
print("prep:", sorted(os.listdir("prep")), flush=True)
shutil.copy("prep/train.mindrecord", "data/train.mindrecord")      # scp train.mindrecord trainhost:data/
print("data:", sorted(os.listdir("data")), flush=True)
train = ds.MindDataset("data/train.mindrecord", columns_list=["input_ids", "label"], shuffle=True).batch(8)
for i, row in enumerate(train.create_dict_iterator(output_numpy=True)):
    print(i, row["input_ids"].shape)
