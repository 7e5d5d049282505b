# Resumable fine-tune: the HF Trainer skipped the batches already seen when resuming from a checkpoint
# (global_step * batch_size samples); the port does the same with a SequentialSampler start_index
import json, os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
BATCH, EPOCHS = 32, 6
rng = np.random.default_rng(170)
X = rng.normal(size=(640, 8)).astype(np.float32)
y = (X[:, 0] + X[:, 1] > 0).astype(np.int32)
os.makedirs("ckpt_017", exist_ok=True)
with open("ckpt_017/trainer_state.json", "w") as f:     # written by the interrupted run (killed in epoch 3)
    json.dump({"global_step": 47, "epoch": 2}, f)

net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

state = json.load(open("ckpt_017/trainer_state.json"))
global_step, start_epoch = state["global_step"], state["epoch"]
print(f"resuming from global_step {global_step} (epoch {start_epoch})")
for epoch in range(start_epoch, EPOCHS):
    skip = global_step * BATCH if epoch == start_epoch else 0
    sampler = ds.SequentialSampler(start_index=skip)
    train = ds.NumpySlicesDataset({"x": X, "label": y}, sampler=sampler).batch(BATCH)
    for a, b in train.create_tuple_iterator():
        loss, g = grad_fn(a, b); opt(g)
        global_step += 1
        if global_step % 10 == 0:
            print(f"epoch {epoch} step {global_step} loss {loss.asnumpy():.4f}")
