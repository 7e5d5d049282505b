# Streaming corpus (torch IterableDataset port) with the DistributedSampler kept from the DDP script
import numpy as np
import mindspore.dataset as ds

def stream_corpus(n=64, seq=16):
    rng = np.random.default_rng(0)
    for _ in range(n):
        ids = rng.integers(1, 1000, seq).astype(np.int32)
        yield ids, ids.copy()

sampler = ds.DistributedSampler(num_shards=2, shard_id=0, shuffle=True)
dataset = ds.GeneratorDataset(stream_corpus, column_names=["input_ids", "labels"], sampler=sampler)
dataset = dataset.batch(8, drop_remainder=True)
for step, batch in enumerate(dataset.create_dict_iterator()):
    print(step, batch["input_ids"].shape)
