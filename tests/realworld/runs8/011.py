# Streaming JSONL reader written as a Python generator (the PyTorch IterableDataset pattern) wrapped in
# GeneratorDataset with shuffle=True and a DistributedSampler-like sharding, as the map-style loader had.
import json, numpy as np
import mindspore.dataset as ds
with open("train.jsonl", "w") as f:
    for i in range(200):
        f.write(json.dumps({"ids": list(range(i % 7, i % 7 + 8)), "label": i % 2}) + "\n")
def stream(path="train.jsonl"):
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            yield np.array(r["ids"], np.int32), np.int32(r["label"])
dataset = ds.GeneratorDataset(stream, column_names=["input_ids", "label"], shuffle=True, num_shards=1, shard_id=0)
dataset = dataset.batch(16, drop_remainder=True)
for i, batch in enumerate(dataset.create_dict_iterator(output_numpy=True)):
    print(i, batch["input_ids"].shape, batch["label"][:4])
