# Feature-extraction pipeline: precomputed encoder features (4096 x 1024 fp32 per sample) fed through
# mindspore.dataset with batch 16 on a host with a memory cap
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

def feature_source():
    for i in range(1000):
        yield (np.random.randn(4096, 1024).astype(np.float32),)

print("building dataset")
dataset = ds.GeneratorDataset(feature_source, ["features"], num_parallel_workers=1).batch(16)
for step, (feats,) in enumerate(dataset.create_tuple_iterator()):
    print("step", step, "features", feats.shape)
