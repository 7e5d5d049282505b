"""HF `datasets` preprocessing exported to MindRecord for the MindFormers dataset section.
The export ran on the data box; only the first file was copied to the training box."""
import os, shutil
import numpy as np
from mindspore.mindrecord import FileWriter
from mindformers import MindFormerConfig
from mindformers.dataset.dataloader import build_dataset_loader

os.makedirs("data_src", exist_ok=True)
os.makedirs("data", exist_ok=True)
for f in os.listdir("data_src"):
    os.remove(os.path.join("data_src", f))

# --- data box: export tokenised rows (4 shards, like the HF num_proc=4 map) ---
writer = FileWriter("data_src/wiki_tok.mindrecord", shard_num=4, overwrite=True)
writer.add_schema({"input_ids": {"type": "int32", "shape": [-1]}}, "wiki tokenised")
rng = np.random.default_rng(0)
writer.write_raw_data([{"input_ids": rng.integers(0, 32000, 129).astype(np.int32)} for _ in range(256)])
writer.commit()
print("exported:", sorted(os.listdir("data_src")))

# --- training box: the run YAML points at the copied file ---
shutil.copy("data_src/wiki_tok.mindrecord0", "data/wiki_tok.mindrecord0")
shutil.copy("data_src/wiki_tok.mindrecord0.db", "data/wiki_tok.mindrecord0.db")

cfg = MindFormerConfig("cfg/base.yaml")
cfg.train_dataset = MindFormerConfig(**{
    "data_loader": {"type": "MindDataset", "dataset_files": "data/wiki_tok.mindrecord0",
                    "columns_list": ["input_ids"], "shuffle": True},
    "input_columns": ["input_ids"], "batch_size": 4, "drop_remainder": True})
loader = build_dataset_loader(cfg.train_dataset.data_loader)
ds = loader.batch(cfg.train_dataset.batch_size, drop_remainder=True)
print("steps per epoch:", ds.get_dataset_size())
for i, batch in enumerate(ds.create_dict_iterator(num_epochs=1)):
    print(i, batch["input_ids"].shape)
    if i == 2:
        break
