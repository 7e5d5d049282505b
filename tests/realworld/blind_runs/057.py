# data-parallel dataset sharding with shard_id >= num_shards
import numpy as np
import mindspore.dataset as ds
def gen():
    for i in range(16):
        yield (np.array(i, np.int32),)
rank_id, rank_size = 8, 8
data = ds.GeneratorDataset(gen, ["x"], num_shards=rank_size, shard_id=rank_id)
print(data.get_dataset_size())
