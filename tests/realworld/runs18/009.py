# Dataset class ported from a torch Dataset used for training and inference: the "label" field is
# None for unlabeled rows (torch's collate never saw them in training); here the rows go to GeneratorDataset.
import json
import numpy as np
import mindspore.dataset as ds

rows = []
rng = np.random.default_rng(0)
for i in range(40):
    rows.append({"input_ids": rng.integers(1, 500, 16).tolist(),
                 "label": None if i % 7 == 6 else int(rng.integers(0, 3))})
with open("train.jsonl", "w") as f:
    for r in rows:
        f.write(json.dumps(r) + "\n")

class JsonlDataset:
    def __init__(self, path):
        with open(path) as f:
            self.rows = [json.loads(line) for line in f]
    def __getitem__(self, i):
        r = self.rows[i]
        return np.array(r["input_ids"], np.int32), np.array(r["label"])
    def __len__(self):
        return len(self.rows)

dataset = ds.GeneratorDataset(JsonlDataset("train.jsonl"), column_names=["input_ids", "label"], shuffle=False)
dataset = dataset.batch(8)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True)):
    print("batch", i, batch["input_ids"].shape, batch["label"])
