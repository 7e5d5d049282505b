# Convert an HF-tokenised corpus (datasets -> jsonl) into MindRecord for a MindFormers pretraining run
import json, os
import numpy as np
from mindspore.mindrecord import FileWriter

os.makedirs("data_006", exist_ok=True)
rng = np.random.default_rng(0)
with open("data_006/train.jsonl", "w") as f:
    for i in range(200):
        L = int(rng.integers(8, 64))
        f.write(json.dumps({"id": i, "input_ids": rng.integers(0, 32000, L).tolist()}) + "\n")

out = "data_006/wiki_tokenized.mindrecord"
writer = FileWriter(out, shard_num=1, overwrite=True)
schema = {
    "input_ids": {"type": "int32", "shape": [-1]},
    "length": {"type": "int32"},
}
writer.add_schema(schema, "tokenized wiki corpus")
# HF datasets habit: make the column searchable / deduplicate on it
writer.add_index(["input_ids"])

rows = []
with open("data_006/train.jsonl") as f:
    for line in f:
        ex = json.loads(line)
        ids = np.array(ex["input_ids"], dtype=np.int32)
        rows.append({"input_ids": ids, "length": len(ids)})
        if len(rows) == 64:
            writer.write_raw_data(rows); rows = []
if rows:
    writer.write_raw_data(rows)
writer.commit()
print("wrote", out)
