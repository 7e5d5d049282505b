"""MindRecord-fed regression MLP with an exponential-decay learning-rate schedule (per-epoch decay)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter

ms.set_seed(4)
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

OUT_DIR = "./mindrecord_005"
os.makedirs(OUT_DIR, exist_ok=True)
rng = np.random.default_rng(4)
W_TRUE = rng.normal(size=(12,)).astype(np.float32)
path = os.path.join(OUT_DIR, "train.mindrecord")
writer = FileWriter(file_name=path, shard_num=1, overwrite=True)
writer.add_schema({"features": {"type": "float32", "shape": [12]}, "target": {"type": "float32", "shape": [1]}}, "reg")
rows = []
for _ in range(2048):
    x = rng.normal(size=(12,)).astype(np.float32)
    rows.append({"features": x, "target": np.array([x @ W_TRUE + 0.1 * rng.normal()], dtype=np.float32)})
writer.write_raw_data(rows)
writer.commit()

train = ds.MindDataset(path, columns_list=["features", "target"], shuffle=True).batch(64, drop_remainder=True)
EPOCHS = 8
steps_per_epoch = train.get_dataset_size()
lr = nn.exponential_decay_lr(learning_rate=0.01, decay_rate=0.5, total_step=EPOCHS * steps_per_epoch,
                             step_per_epoch=1, decay_epoch=1)
print(f"steps/epoch {steps_per_epoch}, total steps {len(lr)}")

net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=lr)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(EPOCHS):
    losses = []
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        losses.append(float(loss.asnumpy()))
    print(f"epoch {epoch} mse {np.mean(losses):.4f}")
