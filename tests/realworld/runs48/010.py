# HF Trainer habit: training length given as max_steps, not epochs. The port pulls batches
# with next() from one dataset iterator, as the torch loop did with iter(DataLoader).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0); np.random.seed(0)
MAX_STEPS, BATCH, LOG_STEPS = 300, 32, 10

X = np.random.randn(4000, 24).astype(np.float32)
y = (X[:, :3].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(BATCH, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

train_iter = train_ds.create_dict_iterator()
for step in range(1, MAX_STEPS + 1):
    batch = next(train_iter)
    loss, grads = grad_fn(batch["x"], batch["y"])
    opt(grads)
    if step % LOG_STEPS == 0:
        print(f"{{'loss': {loss.asnumpy():.4f}, 'learning_rate': 0.001, 'step': {step}}}", flush=True)
print("***** train finished *****")
