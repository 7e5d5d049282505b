import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

rng = np.random.RandomState(0)
centers = rng.randn(4, 32).astype(np.float32) * 0.5
y_all = rng.randint(0, 4, size=2048).astype(np.int32)
x_all = centers[y_all] + rng.randn(2048, 32).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x_all[:1792], "y": y_all[:1792]}, shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x_all[1792:], "y": y_all[1792:]}, shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 128), nn.GELU(), nn.Dense(128, 4))
loss_fn = nn.CrossEntropyLoss()

PEAK_LR, WARMUP_STEPS, TOTAL_STEPS = 1e-3, 50, 5 * 28
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=ms.Tensor(PEAK_LR, ms.float32), weight_decay=0.01)

def get_lr(step):
    # linear warmup then linear decay (transformers.get_linear_schedule_with_warmup)
    if step < WARMUP_STEPS:
        return PEAK_LR * step / WARMUP_STEPS
    return PEAK_LR * max(0.0, (TOTAL_STEPS - step) / (TOTAL_STEPS - WARMUP_STEPS))

def forward(x, y):
    return loss_fn(net(x), y)

grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
global_step = 0

@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    ops.assign(optimizer.learning_rate, ms.Tensor(get_lr(global_step), ms.float32))
    grads = ops.clip_by_global_norm(grads, 1.0)
    optimizer(grads)
    return loss

for epoch in range(5):
    net.set_train(True)
    losses = []
    for x, y in train.create_tuple_iterator():
        loss = train_step(x, y)
        global_step += 1
        losses.append(float(loss))
        if global_step % 10 == 0:
            print(f"step {global_step} lr {get_lr(global_step):.6f} loss {losses[-1]:.4f}")
    net.set_train(False)
    correct = total = 0
    for x, y in val.create_tuple_iterator():
        correct += int((net(x).argmax(axis=1) == y).sum()); total += y.shape[0]
    print(f"epoch {epoch} train_loss {np.mean(losses):.4f} val_acc {correct / total:.4f}")
print("training finished")
