"""Convert synthetic regression data to MindRecord (train/eval files), read back, batch with per_batch_map standardisation."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

ms.set_seed(13)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

OUT_DIR = "./mindrecord_013"
os.makedirs(OUT_DIR, exist_ok=True)
rng = np.random.default_rng(13)
W_TRUE = rng.normal(size=(12,)).astype(np.float32)


def write_split(path, n):
    writer = FileWriter(file_name=path, shard_num=1, overwrite=True)
    writer.add_schema({"features": {"type": "float32", "shape": [12]}, "target": {"type": "float32", "shape": [1]}},
                      "regression")
    rows = []
    for _ in range(n):
        x = (3.0 * rng.normal(size=(12,)) + 1.0).astype(np.float32)
        rows.append({"features": x, "target": np.array([0.1 * (x @ W_TRUE) + 0.1 * rng.normal()], dtype=np.float32)})
    writer.write_raw_data(rows)
    writer.commit()
    print(f"wrote {n} rows to {os.path.basename(path)}")


write_split(os.path.join(OUT_DIR, "train.mindrecord"), 2048)
write_split(os.path.join(OUT_DIR, "eval.mindrecord"), 256)


def standardise(features, target, batch_info):
    f = np.stack(features)
    f = (f - 1.0) / 3.0
    return list(f.astype(np.float32)), target


def load(name, shuffle):
    d = ds.MindDataset(os.path.join(OUT_DIR, name), columns_list=["features", "target"], shuffle=shuffle)
    return d.batch(64, drop_remainder=shuffle, per_batch_map=standardise,
                   input_columns=["features", "target"], output_columns=["features", "target"])


train, evald = load("train.mindrecord", True), load("eval.mindrecord", False)
net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), 3e-3)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(4):
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        losses.append(float(loss.asnumpy()))
    ev = np.mean([float(loss_fn(net(x), y).asnumpy()) for x, y in evald.create_tuple_iterator()])
    print(f"epoch {epoch} train mse {np.mean(losses):.4f} eval mse {ev:.4f}")
